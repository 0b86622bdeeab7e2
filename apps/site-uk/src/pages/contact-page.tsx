import {
  contactFormSection,
  contactIntro,
  contactMeta,
  contactOfficesSection,
  contactPolicies,
  ukHeadquarters,
  officeMapLocations,
  indiaBranch,
} from '@agency/content';
import { UkProjectEnquiryForm } from '@agency/forms';
import { CardsSection, OfficesSection, PageHeaderSection, UkEnquirySection } from '@agency/sections';

export const meta = contactMeta.uk;
/** Its forms load when a visitor comes near them; a navigation here loads them with the page. */
export const deferred = [UkProjectEnquiryForm];

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
      <UkEnquirySection heading={contactFormSection.heading} lead={contactFormSection.lead}>
        <UkProjectEnquiryForm />
      </UkEnquirySection>
      <OfficesSection
        heading={contactOfficesSection.heading}
        lead={contactOfficesSection.lead}
        offices={offices}
        locations={officeMapLocations}
        tone="muted"
      />
      <CardsSection section={contactPolicies} />
    </>
  );
}
