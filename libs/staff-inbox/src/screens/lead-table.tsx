import { formTitle, regionNames } from '@agency/contract';
import type { LeadSummary } from '@agency/staff-contract';
import { Link } from 'react-router-dom';
import { shownTime } from '../api/staff-words.ts';
import { DataTable } from './data-table.tsx';
import { useNow } from '../api/use-now.ts';
import { waitedFor } from '../api/waited-for.ts';

/** A lead that does not wait for us: answered, and nothing newer from the visitor. */
export const answered = 'No';

/**
 * The leads of a page, newest first, each with how long it has awaited our
 * reply. Each row's link is focusable, so a keyboard reaches every row of
 * the sideways-scrolling table.
 */
export function LeadTable({ caption, leads }: { caption: string; leads: LeadSummary[] }) {
  const now = useNow();
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">Reference</th>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Form</th>
          <th scope="col">Region</th>
          <th scope="col">Awaiting our reply</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.reference}>
            <td>{shownTime(lead.receivedAt)}</td>
            <td>
              <Link to={`/leads/${encodeURIComponent(lead.reference)}`}>{lead.reference}</Link>
            </td>
            <td>
              <bdi>{lead.name}</bdi>
            </td>
            <td>
              <bdi>{lead.email}</bdi>
            </td>
            <td>{formTitle(lead.form)}</td>
            <td>{regionNames[lead.region]}</td>
            <td>{lead.awaitingSince ? waitedFor(now - Date.parse(lead.awaitingSince)) : answered}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
