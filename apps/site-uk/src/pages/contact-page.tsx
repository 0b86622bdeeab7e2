import {
  contactFormSection,
  contactIntro,
  contactMeta,
  contactOfficesSection,
  ukHeadquarters,
  officeMapLocations,
  indiaBranch,
} from '@agency/content';
import { OfficesSection, PageHeaderSection, UkEnquirySection } from '@agency/sections';

export const meta = contactMeta.uk;

// The region's own office first.
const offices = [ukHeadquarters, indiaBranch];

export default function ContactPage() {
  return (
    <>
      <PageHeaderSection
        eyebrow={contactIntro.eyebrow}
        heading={contactIntro.heading}
        lead={contactIntro.lead}
      />
      <UkEnquirySection heading={contactFormSection.heading} lead={contactFormSection.lead} />
      <OfficesSection
        heading={contactOfficesSection.heading}
        lead={contactOfficesSection.lead}
        offices={offices}
        locations={officeMapLocations}
        tone="muted"
      />
    </>
  );
}
