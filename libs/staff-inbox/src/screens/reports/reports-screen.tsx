import { formTitle, regionNames } from '@agency/contract';
import { css, Global } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import {
  hiringStepLabels,
  sourceDimensionLabels,
  type FirstResponseReport,
  type HiringFunnelReport,
  type LeadsPerWeekReport,
  type SourcesReport,
} from '@agency/staff-contract';
import { SelectField, Stack, TextField } from '@agency/ui';
import { useState } from 'react';
import { useFilterParams } from '../filter-params.ts';
import { meQuery } from '../../api/staff-queries.ts';
import { ScreenHeading } from '../../layout/screen-heading.tsx';
import { ProblemText } from '../problem-text.tsx';
import { BarListChart } from './bar-list-chart.tsx';
import { ChartLegend } from './chart-legend.tsx';
import { seriesColors } from './chart-colors.ts';
import { ColumnChart } from './column-chart.tsx';
import { presetOf, presetRange, rangeFromAddress, rangePresets, type RangePreset } from './report-range.ts';
import { ReportSection } from './report-section.tsx';

/** What the response report says when no lead of the range has been answered from the inbox. */
export const noRepliesText =
  'No replies have been recorded for the leads of these dates yet, so there is no response time to show.';

// On paper: the reports alone, on A4, each chart kept whole on its page.
const printCss = css`
  @page {
    size: A4;
    margin: 15mm;
  }
  @media print {
    header,
    nav,
    form[aria-label='Report range'],
    a[download] {
      display: none !important;
    }
    body {
      font-size: 10pt;
    }
  }
`;

function LeadsPerWeekChart({ figures, captionId }: { figures: LeadsPerWeekReport; captionId: string }) {
  const series = [
    ...figures.forms.map((form, i) => ({
      name: formTitle(form),
      color: seriesColors[i] ?? '#000',
      kind: 'bar' as const,
      values: figures.weeks.map((week) => week.leads[form]),
    })),
    {
      name: 'Spam held',
      color: seriesColors[4],
      kind: 'line' as const,
      values: figures.weeks.map((w) => w.held),
    },
    {
      name: 'Spam released',
      color: seriesColors[5],
      kind: 'line' as const,
      values: figures.weeks.map((w) => w.released),
    },
  ];
  return (
    <>
      <ColumnChart
        labelledBy={captionId}
        categories={figures.weeks.map((w) => w.week)}
        series={series}
        unit="Leads"
      />
      <ChartLegend series={series.map((s) => ({ name: s.name, color: s.color, line: s.kind === 'line' }))} />
    </>
  );
}

function SourcesChart({ figures, captionId }: { figures: SourcesReport; captionId: string }) {
  return (
    <Stack gap="md">
      {figures.dimensions.map(({ dimension, rows }, i) => (
        <div key={dimension}>
          <p
            id={`${captionId}-${dimension}`}
            css={css`
              margin: 0;
              font-weight: 600;
            `}
          >
            {sourceDimensionLabels[dimension]}: leads
          </p>
          <BarListChart
            labelledBy={`${captionId} ${captionId}-${dimension}`}
            color={seriesColors[i] ?? '#000'}
            rows={rows.map((row) => ({
              label: row.others ? 'Other values' : (row.value ?? '(none)'),
              value: row.leads,
            }))}
          />
        </div>
      ))}
    </Stack>
  );
}

function FunnelChart({ figures, captionId }: { figures: HiringFunnelReport; captionId: string }) {
  return (
    <Stack gap="md">
      {(figures.positions ?? []).map(({ position, steps }, i) => (
        <div key={position}>
          <p
            id={`${captionId}-${i}`}
            css={css`
              margin: 0;
              font-weight: 600;
            `}
          >
            {position}: applications reaching each step
          </p>
          <BarListChart
            labelledBy={`${captionId} ${captionId}-${i}`}
            color={seriesColors[0]}
            rows={steps.map((step) => ({ label: hiringStepLabels[step.step], value: step.reached }))}
          />
        </div>
      ))}
    </Stack>
  );
}

function ResponseChart({ figures, captionId }: { figures: FirstResponseReport; captionId: string }) {
  const hours = (minutes: number | null) => (minutes === null ? null : minutes / 60);
  const series = [
    {
      name: 'Median',
      color: seriesColors[0],
      kind: 'line' as const,
      values: figures.weeks.map((w) => hours(w.medianMinutes)),
    },
    {
      name: '90th percentile',
      color: seriesColors[1],
      kind: 'line' as const,
      values: figures.weeks.map((w) => hours(w.p90Minutes)),
    },
  ];
  return (
    <>
      <ColumnChart
        labelledBy={captionId}
        categories={figures.weeks.map((w) => w.week)}
        series={series}
        unit="Hours"
      />
      <ChartLegend series={series.map((s) => ({ name: s.name, color: s.color, line: true }))} />
    </>
  );
}

/** The range and region in the page's address: they name no one. */
function useRange() {
  const [params, setParams] = useFilterParams();
  // Today, as of opening the screen: the presets' days do not move while it is open.
  const [now] = useState(() => Date.now());
  const { query, problem } = rangeFromAddress(params, now);
  const set = (values: Record<string, string | undefined>) => setParams(values);
  return { query, problem, preset: presetOf(query, now), now, set };
}

/** Reports: figures of the leads the member may open, each with its chart, table and CSV. */
export function ReportsScreen() {
  const { data: me } = useQuery(meQuery);
  const { query, problem, preset, now, set } = useRange();
  const choosePreset = (value: RangePreset) => {
    if (value !== 'dates') set(presetRange(value, now));
    else set({ from: query.from, to: query.to });
  };
  return (
    <Stack gap="lg">
      <Global styles={printCss} />
      <ScreenHeading>Reports</ScreenHeading>
      <form
        aria-label="Report range"
        onSubmit={(event) => event.preventDefault()}
        css={(t) => css`
          display: flex;
          flex-wrap: wrap;
          gap: ${t.space.md};
          & > div {
            flex: 1 1 12rem;
          }
        `}
      >
        <SelectField
          label="Dates"
          value={preset}
          onChange={(event) => choosePreset(event.target.value as RangePreset)}
          options={rangePresets.map((option) => ({ value: option.value, label: option.label }))}
        />
        <TextField
          label="From"
          type="date"
          value={query.from}
          onChange={(event) => set({ from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={query.to}
          onChange={(event) => set({ to: event.target.value })}
        />
        <SelectField
          label="Region"
          placeholder="All my regions"
          value={query.region ?? ''}
          onChange={(event) => set({ region: event.target.value })}
          options={(me?.regions ?? []).map((region) => ({ value: region, label: regionNames[region] }))}
        />
      </form>
      {problem ? <ProblemText>{problem}</ProblemText> : null}
      <ReportSection<LeadsPerWeekReport>
        name="leads-per-week"
        title="Leads per week"
        query={query}
        chart={(figures, id) => <LeadsPerWeekChart figures={figures} captionId={id} />}
      />
      <ReportSection<SourcesReport>
        name="sources"
        title="Where leads come from"
        query={query}
        chart={(figures, id) => <SourcesChart figures={figures} captionId={id} />}
        empty={(figures) => (figures.total === 0 ? 'No leads arrived on these dates.' : undefined)}
      />
      {me?.careers ? (
        <ReportSection<HiringFunnelReport>
          name="hiring-funnel"
          title="Hiring funnel per position"
          query={query}
          chart={(figures, id) => <FunnelChart figures={figures} captionId={id} />}
          empty={(figures) =>
            (figures.positions ?? []).length === 0 ? 'No applications arrived on these dates.' : undefined
          }
        />
      ) : null}
      <ReportSection<FirstResponseReport>
        name="first-response"
        title="First response"
        query={query}
        chart={(figures, id) => <ResponseChart figures={figures} captionId={id} />}
        empty={(figures) => (figures.recorded ? undefined : noRepliesText)}
      />
    </Stack>
  );
}
