import {
  careersApplication,
  careersHiringProcess,
  careersOffices,
  careersPage,
  careersProposal,
  offices,
  indiaRegion,
} from '@agency/content';
import { JobApplicationForm, ProposalForm } from '@agency/forms';
import {
  JobApplicationSection,
  OfficesSection,
  PageSections,
  ProcessSection,
  ProposalSection,
} from '@agency/sections';

const page = careersPage.in;
export const meta = page.meta;
/** Its forms load when a visitor comes near them; a navigation here loads them with the page. */
export const deferred = [ProposalForm, JobApplicationForm];

export default function CareersPage() {
  return (
    <>
      <PageSections sections={page.sections} />
      <ProposalSection {...careersProposal}>
        <ProposalForm region="in" />
      </ProposalSection>
      <OfficesSection {...careersOffices} offices={offices} tone="muted" />
      <ProcessSection {...careersHiringProcess} />
      <JobApplicationSection {...careersApplication}>
        <JobApplicationForm applyEmail={indiaRegion.email} />
      </JobApplicationSection>
    </>
  );
}
