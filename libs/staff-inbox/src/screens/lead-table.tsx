import type { LeadSummary } from '@agency/staff-contract';
import { Link } from 'react-router-dom';
import { formTitle } from '../api/field-labels.ts';
import { regionNames, shownTime } from '../api/staff-words.ts';
import { DataTable } from './data-table.tsx';

/**
 * The leads of a page, newest first. Each row's link is focusable, so a
 * keyboard reaches every row of the sideways-scrolling table.
 */
export function LeadTable({ caption, leads }: { caption: string; leads: LeadSummary[] }) {
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
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
