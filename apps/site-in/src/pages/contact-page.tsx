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
import {
  CardsSection,
  FormSection,
  OfficesSection,
  PageHeaderSection,
  FormIsland,
  type SitePage,
} from '@agency/sections';

/** The India contact page: the enquiry form, then both offices with India's first. */
export const contactPage: SitePage = {
  meta: contactMeta.in,
  Component: () => (
    <>
      <PageHeaderSection
        eyebrow={contactIntro.eyebrow}
        heading={contactIntro.heading}
        lead={contactIntro.lead}
      />
      <FormSection id="enquiry" heading={contactFormSection.heading} lead={contactFormSection.lead}>
        <FormIsland name="contact-enquiry-form" />
      </FormSection>
      <OfficesSection
        heading={contactOfficesSection.heading}
        lead={contactOfficesSection.lead}
        offices={[indiaBranch, ukHeadquarters]}
        locations={officeMapLocations}
        tone="muted"
      />
      <CardsSection section={contactPolicies} />
    </>
  ),
};
