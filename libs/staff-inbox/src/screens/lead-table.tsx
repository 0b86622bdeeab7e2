import { css } from '@emotion/react';
import type { LeadSummary } from '@agency/staff-contract';
import { Link } from 'react-router-dom';
import { formTitle } from '../api/field-labels.ts';
import { regionNames, shownTime } from '../api/staff-words.ts';

const cellCss = css`
  padding: 0.5rem;
  border-bottom: 1px solid #c9d2e3;
  text-align: start;
  vertical-align: top;
`;

/**
 * The leads of a page, newest first. Wider than a phone: the wrapper scrolls
 * sideways, and each row's link is focusable, so a keyboard reaches every row.
 */
export function LeadTable({ caption, leads }: { caption: string; leads: LeadSummary[] }) {
  return (
    <div
      css={css`
        overflow-x: auto;
      `}
    >
      <table
        css={css`
          width: 100%;
          border-collapse: collapse;
          th,
          td {
            ${cellCss}
          }
        `}
      >
        <caption
          css={css`
            text-align: start;
            font-weight: 600;
            padding-block: 0.5rem;
          `}
        >
          {caption}
        </caption>
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
              <td>{lead.name}</td>
              <td>{lead.email}</td>
              <td>{formTitle(lead.form)}</td>
              <td>{regionNames[lead.region]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
