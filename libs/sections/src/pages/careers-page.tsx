import type { Region } from '@agency/contract';
import {
  careersApplication,
  careersHiringProcess,
  careersOffices,
  careersPage as careersContent,
  careersProposal,
  offices,
} from '@agency/content';
import { JobApplicationSection } from '../blocks/job-application-section.tsx';
import { OfficesSection } from '../blocks/offices-section.tsx';
import { ProcessSection } from '../blocks/process-section.tsx';
import { ProposalSection } from '../blocks/proposal-section.tsx';
import { FormIsland } from '../islands/form-island.tsx';
import { PageSections } from '../templates/page-sections.tsx';
import type { SitePage } from '../site/site-definition.ts';

/** Careers: the proposal form, the offices, the hiring process and the job application. */
export function careersPage(region: Region): SitePage {
  const page = careersContent[region];
  return {
    meta: page.meta,
    Component: () => (
      <>
        <PageSections sections={page.sections} />
        <ProposalSection {...careersProposal}>
          <FormIsland name="proposal-form" />
        </ProposalSection>
        <OfficesSection {...careersOffices} offices={offices} tone="muted" />
        <ProcessSection {...careersHiringProcess} />
        <JobApplicationSection {...careersApplication}>
          <FormIsland name="job-application-form" />
        </JobApplicationSection>
      </>
    ),
  };
}
