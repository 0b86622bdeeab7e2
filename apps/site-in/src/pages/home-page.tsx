import {
  clientLogos,
  homeInContact,
  homeInFeatures,
  homeInHero,
  homeInMeta,
  homeInServices,
  homeInTeam,
  indiaBranch,
  officeMapLocations,
  teamMembers,
  trustedByHeading,
} from '@agency/content';
import { ContactEnquiryForm } from '@agency/forms';
import {
  CardsSection,
  HeroSection,
  LetsConnectSection,
  LogoStripSection,
  TeamSection,
} from '@agency/sections';

export const meta = homeInMeta;
/** Its forms load when a visitor comes near them; a navigation here loads them with the page. */
export const deferred = [ContactEnquiryForm];

export default function HomePage() {
  return (
    <>
      <HeroSection hero={homeInHero} />
      <LogoStripSection heading={trustedByHeading} logos={clientLogos} />
      <CardsSection section={homeInFeatures} tone="muted" />
      <TeamSection heading={homeInTeam.heading} lead={homeInTeam.lead} members={teamMembers} />
      <CardsSection section={homeInServices} tone="muted" />
      <LetsConnectSection
        heading={homeInContact.heading}
        lead={homeInContact.lead}
        office={indiaBranch}
        location={officeMapLocations['india-branch']}
        hoursLabel={homeInContact.hours}
      >
        <ContactEnquiryForm />
      </LetsConnectSection>
    </>
  );
}
