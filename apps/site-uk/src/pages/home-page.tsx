import {
  clientLogos,
  homeUkAbout,
  homeUkCallback,
  homeUkContact,
  homeUkEnquiry,
  homeUkHero,
  homeUkMeta,
  homeUkServices,
  homeUkWhyChoose,
  regionConfigs,
  trustedByHeading,
} from '@agency/content';
import {
  CardsSection,
  LogoStripSection,
  FormIsland,
  UkAboutSection,
  UkCallbackHero,
  UkContactBlock,
  UkEnquirySection,
  type SitePage,
} from '@agency/sections';

/** The UK home: the callback hero, clients, about, why choose us, services and the project enquiry. */
export const homePage: SitePage = {
  meta: homeUkMeta,
  Component: () => (
    <>
      <UkCallbackHero hero={homeUkHero} callback={homeUkCallback}>
        <FormIsland name="uk-callback-form" />
      </UkCallbackHero>
      <LogoStripSection heading={trustedByHeading} logos={clientLogos} />
      <UkAboutSection about={homeUkAbout} phone={regionConfigs.uk.phone} />
      <CardsSection section={homeUkWhyChoose} tone="muted" />
      <CardsSection section={homeUkServices} />
      <UkEnquirySection heading={homeUkEnquiry.heading} lead={homeUkEnquiry.lead} tone="muted">
        <FormIsland name="uk-project-enquiry-form" />
      </UkEnquirySection>
      <UkContactBlock contact={homeUkContact} />
    </>
  ),
};
