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
import {
  CardsSection,
  LogoStripSection,
  UkAboutSection,
  UkCallbackHero,
  UkContactBlock,
  UkEnquirySection,
} from '@agency/sections';

export const meta = homeUkMeta;

export default function HomePage() {
  return (
    <>
      <UkCallbackHero hero={homeUkHero} callback={homeUkCallback} />
      <LogoStripSection heading={trustedByHeading} logos={clientLogos} />
      <UkAboutSection about={homeUkAbout} phone={ukRegion.phone} />
      <CardsSection section={homeUkWhyChoose} tone="muted" />
      <CardsSection section={homeUkServices} />
      <UkEnquirySection heading={homeUkEnquiry.heading} lead={homeUkEnquiry.lead} tone="muted" />
      <UkContactBlock contact={homeUkContact} />
    </>
  );
}
