import { dayMs } from './time-units.ts';
import { z } from 'zod';
import { applicationStatuses, leadStatusLabels } from './lead-work.ts';
import { staffRegions, type StaffFormKind } from './staff-scope-words.ts';

/**
 * The inbox's reports: each a `GET` of its figures as JSON, and the same
 * figures as CSV at `<path>.csv`. Each counts only the leads its reader may
 * open (their regions; applications with the careers permission).
 */
export const reportNames = ['leads-per-week', 'sources', 'hiring-funnel', 'first-response'] as const;
export type ReportName = (typeof reportNames)[number];

export const reportPath = (name: ReportName) => `/api/reports/${name}`;
export const reportCsvPath = (name: ReportName) => `/api/reports/${name}.csv`;
/** The CSV's file name as the browser saves it. */
export const reportCsvFileName = (name: ReportName, query: ReportQuery) =>
  `${name}-${query.from}-to-${query.to}${query.region ? `-${query.region}` : ''}.csv`;

/** The longest range a report takes, in days (both ends included). */
export const reportMaxDays = 366;

const isoDay = z.iso.date();

/**
 * A report's range, days in UTC with both ends included, and a region of the
 * reader's (or all of theirs). None of it names anyone: it sits in the page's
 * address.
 */
export const reportQuerySchema = z
  .strictObject({ from: isoDay, to: isoDay, region: z.enum(staffRegions).optional() })
  .refine((query) => query.from <= query.to, { error: 'The range must end on or after its first day.' })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / dayMs + 1 <= reportMaxDays, {
    error: `Choose a range of at most ${reportMaxDays} days.`,
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** Leads per week (weeks start on Monday, UTC), by form, with spam held and spam released beside them. */
export interface LeadsPerWeekReport {
  /** The forms the reader may see, in the columns' order. */
  forms: StaffFormKind[];
  weeks: { week: string; leads: Record<StaffFormKind, number>; held: number; released: number }[];
}

/** Where leads come from: each attribution a lead records. */
export const sourceDimensions = ['source', 'medium', 'campaign', 'landing', 'referrer'] as const;
export type SourceDimension = (typeof sourceDimensions)[number];
export const sourceDimensionLabels: Readonly<Record<SourceDimension, string>> = {
  source: 'Campaign source',
  medium: 'Campaign medium',
  campaign: 'Campaign',
  landing: 'Landing page',
  referrer: 'Referrer host',
};
/** How many values of each are ranked by name; the rest are summed as one row. */
export const sourceRankLength = 10;

export interface SourceRow {
  /** The value as stored; null for leads without one, `others` for the values past the ranked ones. */
  value: string | null;
  others?: true;
  leads: number;
  /** Of all the leads of the range (spam aside), 0 to 1. */
  share: number;
  /** Enquiries won and applications hired. */
  won: number;
  hired: number;
}

export interface SourcesReport {
  /** The leads of the range, spam aside: what the shares are of. */
  total: number;
  dimensions: { dimension: SourceDimension; rows: SourceRow[] }[];
}

/** The hiring steps in order, the first (received) shown as "Applied". */
export const hiringSteps = applicationStatuses.slice(0, 6) as readonly (typeof applicationStatuses)[number][];
export type HiringStep = (typeof hiringSteps)[number];
export const hiringStepLabels: Readonly<Record<HiringStep, string>> = {
  ...(Object.fromEntries(hiringSteps.map((step) => [step, leadStatusLabels[step]])) as Record<
    HiringStep,
    string
  >),
  received: 'Applied',
};

export interface FunnelStep {
  step: HiringStep;
  /** Applications that reached this step (or went further). */
  reached: number;
  /** Of those, the share that reached the next step, 0 to 1; null for the last step or none reached. */
  conversion: number | null;
  /** The median whole days spent in this step by those that left it; null if none has (and for hired). */
  medianDays: number | null;
  /** Applications rejected, and withdrawn, while at this step. */
  rejected: number;
  withdrawn: number;
}

/** The hiring funnel per position; null for a reader without the careers permission. */
export interface HiringFunnelReport {
  positions: { position: string; steps: FunnelStep[] }[] | null;
}

/**
 * First response: from a lead's arrival to the first message staff sent it,
 * per week of arrival. `recorded` false: no lead of the range has been
 * answered from the inbox, so there is nothing to measure (and no zero).
 */
export interface FirstResponseReport {
  recorded: boolean;
  weeks: { week: string; answered: number; medianMinutes: number | null; p90Minutes: number | null }[];
}

/**
 * A report's figures as a table, written by the server: the page shows it
 * beside the chart, and its CSV is the same cells, so the two never differ.
 */
export interface ReportTable {
  columns: string[];
  rows: string[][];
}

/** Every report's answer: its figures for the chart, and its table. */
export type ReportAnswer<Figures> = Figures & { table: ReportTable };
