import { formTitle, regionNames } from '@agency/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  leadListQuerySchema,
  leadSearchRequestSchema,
  staffFormKinds,
  staffRegions,
} from '@agency/staff-contract';
import { Button, SelectField, Stack, TextField } from '@agency/ui';
import { useState, type FormEvent } from 'react';
import { LeadExportLink } from './lead-export-link.tsx';
import { leadListQuery, leadSearchQuery, meQuery, type LeadFilters } from '../api/staff-queries.ts';
import { ScreenHeading } from '../layout/screen-heading.tsx';
import { LeadTable } from './lead-table.tsx';
import { MoreFilters } from './more-filters.tsx';
import { useNewArrivals } from './new-arrivals.ts';
import { fieldRowCss, rowButtonsCss } from './control-row.ts';
import { ProblemText } from './problem-text.tsx';
import { useFilterParams } from './filter-params.ts';

export const listWords = {
  shortTerm: 'Type at least 2 characters to search.',
  none: 'No leads here.',
  arrivals: (count: number) => (count === 1 ? '1 new lead arrived.' : `${count} new leads arrived.`),
} as const;

const filterSchema = leadListQuerySchema.omit({ before: true });
type FilterName = keyof LeadFilters;

/**
 * The filters in the page's URL: they name no person, so a link to a
 * filtered list is fine. Each is read through the contract's own schema, so
 * a hand-edited value the API would refuse is left out.
 */
function useFilters(): [LeadFilters, (changes: Partial<Record<FilterName, string>>) => void] {
  const [params, setParams] = useFilterParams();
  const filters: Record<string, string> = {};
  for (const [name, schema] of Object.entries(filterSchema.shape)) {
    const parsed = schema.safeParse(params.get(name) ?? undefined);
    if (parsed.success && parsed.data !== undefined) filters[name] = parsed.data;
  }
  if (filters.spam === '0') delete filters.spam;
  const set = (changes: Partial<Record<FilterName, string>>) => setParams(changes);
  return [filters as LeadFilters, set];
}

/** The leads the member may see, newest first, filtered, searched, and refreshed on its own. */
export function LeadListScreen() {
  const { data: me } = useQuery(meQuery);
  const [filters, setFilter] = useFilters();
  const [draft, setDraft] = useState('');
  const [draftProblem, setDraftProblem] = useState<string | undefined>();
  // The term lives in this component's state and the query's memory: never in the URL.
  const [term, setTerm] = useState<string | null>(null);
  const spam = filters.spam === '1';
  const list = useInfiniteQuery({ ...leadListQuery(filters), enabled: term === null });
  const search = useInfiniteQuery({ ...leadSearchQuery(term ?? '', spam), enabled: term !== null });
  const shown = term === null ? list : search;
  const leads = shown.data?.pages.flatMap((page) => page.leads) ?? [];
  const arrivals = useNewArrivals(JSON.stringify(filters), list.data?.pages[0]?.leads);

  const regions = staffRegions.filter((region) => me?.regions.includes(region));
  const forms = staffFormKinds.filter((form) => form !== 'job-application' || me?.careers);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const parsed = leadSearchRequestSchema.shape.term.safeParse(draft);
    setDraftProblem(parsed.success ? undefined : listWords.shortTerm);
    if (parsed.success) setTerm(parsed.data);
  };

  return (
    <Stack gap="lg">
      <ScreenHeading>{spam ? 'Spam' : 'Leads'}</ScreenHeading>
      <form aria-label="Filters" css={fieldRowCss} onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label="Region"
          placeholder="All my regions"
          value={filters.region ?? ''}
          onChange={(event) => setFilter({ region: event.target.value })}
          options={regions.map((region) => ({ value: region, label: regionNames[region] }))}
        />
        <SelectField
          label="Form"
          placeholder="All forms"
          value={filters.form ?? ''}
          onChange={(event) => setFilter({ form: event.target.value, status: '', position: '' })}
          options={forms.map((form) => ({ value: form, label: formTitle(form) }))}
        />
        <SelectField
          label="Show"
          value={spam ? '1' : ''}
          onChange={(event) => setFilter({ spam: event.target.value })}
          options={[
            { value: '', label: 'Leads' },
            { value: '1', label: 'Spam' },
          ]}
        />
      </form>
      <MoreFilters filters={filters} careers={me?.careers ?? false} setFilter={setFilter} />
      <LeadExportLink filters={filters} />
      <form role="search" aria-label="Leads" css={fieldRowCss} onSubmit={submitSearch} noValidate>
        <TextField
          label="Search by name, email, phone or reference"
          type="search"
          value={draft}
          error={draftProblem}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div css={rowButtonsCss}>
          <Button type="submit">Search</Button>
          {term !== null ? (
            <Button
              type="button"
              onClick={() => {
                setTerm(null);
                setDraft('');
              }}
            >
              Clear search
            </Button>
          ) : null}
        </div>
      </form>
      <p role="status">{term === null && arrivals > 0 ? listWords.arrivals(arrivals) : ''}</p>
      {shown.error ? <ProblemText>{shown.error.message}</ProblemText> : null}
      {shown.isPending ? (
        <p>Loading…</p>
      ) : leads.length === 0 ? (
        <p>{listWords.none}</p>
      ) : (
        <LeadTable
          caption={
            term === null
              ? spam
                ? 'Spam, newest first'
                : 'Leads, newest first'
              : 'Search results, newest first'
          }
          leads={leads}
        />
      )}
      {shown.hasNextPage ? (
        <div>
          <Button
            type="button"
            disabled={shown.isFetchingNextPage}
            onClick={() => void shown.fetchNextPage()}
          >
            Show older leads
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
