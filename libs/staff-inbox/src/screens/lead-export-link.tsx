import { buttonCss } from '@agency/ui';
import { leadExportHref } from '../api/lead-export-href.ts';
import type { LeadFilters } from '../api/staff-queries.ts';

/** Downloads the list as filtered (every page) as CSV, written by the CLI's formula-safe writer on the server. */
export function LeadExportLink({ filters }: { filters: LeadFilters }) {
  return (
    <div>
      <a css={buttonCss} href={leadExportHref(filters)} download>
        Export CSV
      </a>
    </div>
  );
}
