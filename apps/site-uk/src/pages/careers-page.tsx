import {
  careersApplication,
  careersHiringProcess,
  careersOffices,
  careersPage,
  careersProposal,
  offices,
} from '@agency/content';
import {
  JobApplicationSection,
  OfficesSection,
  PageSections,
  ProcessSection,
  ProposalSection,
} from '@agency/sections';

const page = careersPage.uk;
export const meta = page.meta;

export default function CareersPage() {
  return (
    <>
      <PageSections sections={page.sections} />
      <ProposalSection {...careersProposal} />
      <OfficesSection {...careersOffices} offices={offices} tone="muted" />
      <ProcessSection {...careersHiringProcess} />
      <JobApplicationSection {...careersApplication} />
    </>
  );
}
