import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const wrapperCss = css`
  overflow-x: auto;
`;

const tableCss = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.5rem;
    border-bottom: 1px solid #c9d2e3;
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
`;

const captionCss = css`
  text-align: start;
  font-weight: 600;
  padding-block: 0.5rem;
`;

/**
 * A captioned table of the inbox (leads, sessions, the audit log), its head
 * and body the caller's. Wider than a phone: the wrapper scrolls sideways,
 * and a long address or user agent wraps rather than widening the page.
 */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div css={wrapperCss}>
      <table css={tableCss}>
        <caption css={captionCss}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
