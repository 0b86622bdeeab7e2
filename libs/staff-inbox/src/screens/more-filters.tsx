import {
  applicationStatuses,
  enquiryStatuses,
  leadStatusLabels,
  statusesOf,
  type LeadStatus,
} from '@agency/staff-contract';
import { useQuery } from '@tanstack/react-query';
import { Button, ChoiceField, SelectField, TextField } from '@agency/ui';
import type { FormEvent } from 'react';
import { colleaguesQuery, type LeadFilters } from '../api/staff-queries.ts';
import { fieldRowCss, rowButtonsCss } from './control-row.ts';

/** The source filters are typed: applied together by the form's button, not at every key. */
const sourceFields = [
  { name: 'utmSource', label: 'Campaign source (utm_source)' },
  { name: 'utmCampaign', label: 'Campaign (utm_campaign)' },
  { name: 'referrerHost', label: 'Referred by (host)' },
] as const;

/**
 * Status (of the chosen form's list, or both lists), assignee (me, nobody or
 * a colleague of a shared region), days, whether it needs a reply, campaign source and position: beside
 * region, form and spam, all in the page's URL, as none names a person (a
 * colleague is there by id; their address is only the option's label).
 */
export function MoreFilters({
  filters,
  careers,
  setFilter,
}: {
  filters: LeadFilters;
  careers: boolean;
  setFilter: (changes: Partial<Record<keyof LeadFilters, string>>) => void;
}) {
  const { data: colleagues } = useQuery(colleaguesQuery);
  const statuses: readonly LeadStatus[] = filters.form
    ? statusesOf(filters.form)
    : careers
      ? [...enquiryStatuses, ...applicationStatuses]
      : enquiryStatuses;
  const applySources = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilter(
      Object.fromEntries(sourceFields.map(({ name }) => [name, String(form.get(name) ?? '').trim()])),
    );
  };
  return (
    <>
      <form aria-label="More filters" css={fieldRowCss} onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label="Status"
          placeholder="Any status"
          value={filters.status ?? ''}
          onChange={(event) => setFilter({ status: event.target.value })}
          options={statuses.map((status) => ({ value: status, label: leadStatusLabels[status] }))}
        />
        <SelectField
          label="Assignee"
          placeholder="Anyone or nobody"
          value={filters.assignee ?? ''}
          onChange={(event) => setFilter({ assignee: event.target.value })}
          options={[
            { value: 'me', label: 'Assigned to me' },
            { value: 'none', label: 'Not assigned' },
            ...(colleagues?.colleagues ?? []).map(({ id, email }) => ({
              value: id,
              label: `Assigned to ${email}`,
            })),
          ]}
        />
        <TextField
          label="Received from"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => setFilter({ from: event.target.value })}
        />
        <TextField
          label="Received to"
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => setFilter({ to: event.target.value })}
        />
        <ChoiceField
          type="checkbox"
          label="Needs a reply"
          checked={filters.needsReply === '1'}
          onChange={(event) => setFilter({ needsReply: event.target.checked ? '1' : '' })}
        />
        {careers ? (
          // Free text: positions are each region's files, which a staff library does not read; the
          // application stores the title as the visitor chose it.
          <TextField
            label="Position"
            value={filters.position ?? ''}
            onChange={(event) => setFilter({ position: event.target.value })}
          />
        ) : null}
      </form>
      <form aria-label="Source" css={fieldRowCss} onSubmit={applySources}>
        {sourceFields.map(({ name, label }) => (
          // Keyed by the applied value: a changed URL (a link, Clear) resets the box.
          <TextField
            key={`${name}-${filters[name] ?? ''}`}
            name={name}
            label={label}
            defaultValue={filters[name] ?? ''}
          />
        ))}
        <div css={rowButtonsCss}>
          <Button type="submit">Apply source</Button>
        </div>
      </form>
    </>
  );
}
