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
  OfficesSection,
  PageHeaderSection,
  FormIsland,
  UkEnquirySection,
  type SitePage,
} from '@agency/sections';

/** The UK contact page: the project enquiry, then both offices with the UK's first. */
export const contactPage: SitePage = {
  meta: contactMeta.uk,
  Component: () => (
    <>
      <PageHeaderSection
        eyebrow={contactIntro.eyebrow}
        heading={contactIntro.heading}
        lead={contactIntro.lead}
      />
      <UkEnquirySection heading={contactFormSection.heading} lead={contactFormSection.lead}>
        <FormIsland name="uk-project-enquiry-form" />
      </UkEnquirySection>
      <OfficesSection
        heading={contactOfficesSection.heading}
        lead={contactOfficesSection.lead}
        offices={[ukHeadquarters, indiaBranch]}
        locations={officeMapLocations}
        tone="muted"
      />
      <CardsSection section={contactPolicies} />
    </>
  ),
};
