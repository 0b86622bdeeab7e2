import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import type { ReportName, ReportQuery, ReportTable } from '@agency/staff-contract';
import { buttonCss, Heading, Stack, VisuallyHidden } from '@agency/ui';
import type { ReactNode } from 'react';
import { DataTable } from '../data-table.tsx';
import { ProblemText } from '../problem-text.tsx';
import { reportCsvHref, reportQuery } from './report-queries.ts';

/** The table of a report's numbers as the server wrote it: an empty cell is no figure, shown as a dash. */
function NumbersTable({ caption, table }: { caption: string; table: ReportTable }) {
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) =>
              j === 0 ? (
                <th scope="row" key={j}>
                  {cell}
                </th>
              ) : (
                <td key={j}>{cell === '' ? '—' : cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * One report: its heading, its chart (drawn by `chart` from the figures) in a
 * captioned figure, the same numbers as a table, and the CSV of that table.
 * `empty` says in words why there is nothing to draw, instead of a chart of
 * zeros.
 */
export function ReportSection<Figures>({
  name,
  title,
  query,
  chart,
  empty,
}: {
  name: ReportName;
  title: string;
  query: ReportQuery;
  chart: (figures: Figures, captionId: string) => ReactNode;
  empty?: (figures: Figures) => string | undefined;
}) {
  const report = useQuery(reportQuery<Figures>(name, query));
  const headingId = `${name}-heading`;
  const captionId = `${name}-chart`;
  const nothing = report.data && empty?.(report.data);
  return (
    <section
      aria-labelledby={headingId}
      css={css`
        break-inside: avoid;
        page-break-inside: avoid;
      `}
    >
      <Stack gap="sm">
        <Heading level={2} size="lg" id={headingId}>
          {title}
        </Heading>
        {report.isPending ? <p aria-busy="true">Loading…</p> : null}
        {report.error ? <ProblemText>{report.error.message}</ProblemText> : null}
        {report.data && nothing ? <p>{nothing}</p> : null}
        {report.data && !nothing ? (
          <>
            <figure
              css={css`
                margin: 0;
              `}
            >
              <figcaption id={captionId}>
                {title}, {query.from} to {query.to}
              </figcaption>
              {chart(report.data, captionId)}
            </figure>
            <NumbersTable caption={`${title}: the numbers`} table={report.data.table} />
            <div>
              <a css={buttonCss} href={reportCsvHref(name, query)} download>
                Download CSV<VisuallyHidden> of {title.toLowerCase()}</VisuallyHidden>
              </a>
            </div>
          </>
        ) : null}
      </Stack>
    </section>
  );
}
