import { homeUkEnquiry, homeUkHero, homeUkMeta } from '@agency/content';
import { UkCallbackForm, UkProjectEnquiryForm } from '@agency/forms';
import { ContactSection, HeroSection } from '@agency/sections';

export const meta = homeUkMeta;

export default function HomePage() {
  return (
    <>
      <HeroSection hero={homeUkHero} aside={<UkCallbackForm />} />
      <ContactSection heading={homeUkEnquiry.heading} lead={homeUkEnquiry.lead}>
        <UkProjectEnquiryForm />
      </ContactSection>
    </>
  );
}
