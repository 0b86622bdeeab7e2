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
import {
  CardsSection,
  HeroSection,
  LetsConnectSection,
  LogoStripSection,
  FormIsland,
  TeamSection,
  type SitePage,
} from '@agency/sections';

/** The India landing page: hero, clients, CRM features, team, services and the enquiry band. */
export const homePage: SitePage = {
  meta: homeInMeta,
  Component: () => (
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
        <FormIsland name="contact-enquiry-form" />
      </LetsConnectSection>
    </>
  ),
};
