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
  trustedByHeading,
  ukRegion,
} from '@agency/content';
import { UkCallbackForm, UkProjectEnquiryForm } from '@agency/forms';
import {
  CardsSection,
  LogoStripSection,
  UkAboutSection,
  UkCallbackHero,
  UkContactBlock,
  UkEnquirySection,
} from '@agency/sections';

export const meta = homeUkMeta;
/** Its forms load when a visitor comes near them; a navigation here loads them with the page. */
export const deferred = [UkCallbackForm, UkProjectEnquiryForm];

export default function HomePage() {
  return (
    <>
      <UkCallbackHero hero={homeUkHero} callback={homeUkCallback}>
        <UkCallbackForm />
      </UkCallbackHero>
      <LogoStripSection heading={trustedByHeading} logos={clientLogos} />
      <UkAboutSection about={homeUkAbout} phone={ukRegion.phone} />
      <CardsSection section={homeUkWhyChoose} tone="muted" />
      <CardsSection section={homeUkServices} />
      <UkEnquirySection heading={homeUkEnquiry.heading} lead={homeUkEnquiry.lead} tone="muted">
        <UkProjectEnquiryForm />
      </UkEnquirySection>
      <UkContactBlock contact={homeUkContact} />
    </>
  );
}
