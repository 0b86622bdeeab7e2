import type { Region } from '@agency/contract';
import type { Position } from '@agency/positions';
import {
  careersApplication,
  careersHiringProcess,
  careersOffices,
  careersPage as careersContent,
  careersProposal,
  offices,
  regionConfigs,
} from '@agency/content';
import { JobApplicationSection } from '../blocks/job-application-section.tsx';
import { OfficesSection } from '../blocks/offices-section.tsx';
import { ProcessSection } from '../blocks/process-section.tsx';
import { ProposalSection } from '../blocks/proposal-section.tsx';
import { FormIsland } from '../islands/form-island.tsx';
import { JobApplicationIsland } from '../islands/job-application-island.tsx';
import { OpenPositionsSection } from '../positions/position-list.tsx';
import { PageSections } from '../templates/page-sections.tsx';
import type { SitePage } from '../site-definition/site-definition.ts';

/**
 * Careers: the proposal form, the offices, the hiring process, the region's open positions (its
 * collection) and the job application, whose choices they are.
 */
export function careersPage(region: Region, open: readonly Position[]): SitePage {
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
        <OpenPositionsSection region={regionConfigs[region]} positions={open} />
        <JobApplicationSection {...careersApplication}>
          <JobApplicationIsland positions={open.map((position) => position.title)} />
        </JobApplicationSection>
      </>
    ),
  };
}
