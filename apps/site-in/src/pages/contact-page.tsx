import {
  contactFormSection,
  contactIntro,
  contactMeta,
  contactOfficesSection,
  contactPolicies,
  indiaBranch,
  officeMapLocations,
  ukHeadquarters,
} from '@agency/content';
import { ContactEnquiryForm } from '@agency/forms';
import { CardsSection, FormSection, OfficesSection, PageHeaderSection } from '@agency/sections';

export const meta = contactMeta.in;
/** Its forms load when a visitor comes near them; a navigation here loads them with the page. */
export const deferred = [ContactEnquiryForm];

// The region's own office first.
const offices = [indiaBranch, ukHeadquarters];

export default function ContactPage() {
  return (
    <>
      <PageHeaderSection
        eyebrow={contactIntro.eyebrow}
        heading={contactIntro.heading}
        lead={contactIntro.lead}
      />
      <FormSection id="enquiry" heading={contactFormSection.heading} lead={contactFormSection.lead}>
        <ContactEnquiryForm />
      </FormSection>
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
