import { homeInContact, homeInHero, homeInMeta } from '@agency/content';
import { ContactEnquiryForm } from '@agency/forms';
import { ContactSection, HeroSection } from '@agency/sections';

export const meta = homeInMeta;

export default function HomePage() {
  return (
    <>
      <HeroSection hero={homeInHero} />
      <ContactSection heading={homeInContact.heading} lead={homeInContact.lead}>
        <ContactEnquiryForm />
      </ContactSection>
    </>
  );
}
