import { careersHero, careersJobApplication, careersMeta, careersProposal, ukRegion } from '@agency/content';
import { JobApplicationForm, ProposalForm } from '@agency/forms';
import { ContactSection, HeroSection } from '@agency/sections';

export const meta = careersMeta;

export default function CareersPage() {
  return (
    <>
      <HeroSection hero={careersHero} />
      <ContactSection heading={careersProposal.heading} lead={careersProposal.lead}>
        <ProposalForm region="uk" />
      </ContactSection>
      <ContactSection heading={careersJobApplication.heading} lead={careersJobApplication.lead}>
        <JobApplicationForm applyEmail={ukRegion.email} />
      </ContactSection>
    </>
  );
}
