import {
  careersHero,
  careersJobApplication,
  careersMeta,
  careersProposal,
  indiaRegion,
} from '@agency/content';
import { JobApplicationForm, ProposalForm } from '@agency/forms';
import { ContactSection, HeroSection } from '@agency/sections';

export const meta = careersMeta;

export default function CareersPage() {
  return (
    <>
      <HeroSection hero={careersHero} />
      <ContactSection heading={careersProposal.heading} lead={careersProposal.lead}>
        <ProposalForm region="in" />
      </ContactSection>
      <ContactSection heading={careersJobApplication.heading} lead={careersJobApplication.lead}>
        <JobApplicationForm applyEmail={indiaRegion.email} />
      </ContactSection>
    </>
  );
}
