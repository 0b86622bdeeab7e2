import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Type aliases, not interfaces: Kysely's withTables takes a record of records.
/** The reports' tables (migrations 0041, 0043), kept by triggers: not the leads' own, so typed here. */
export type ReportLeadsTable = {
  form: string;
  day: string;
  submission_id: string;
  received_at: string;
  region: string;
  spam: number;
  released: number;
  outcome: number;
  closed: string | null;
  source: string;
  medium: string;
  campaign: string;
  landing: string;
  referrer: string;
  position: string | null;
  furthest: number;
  d0: number | null;
  d1: number | null;
  d2: number | null;
  d3: number | null;
  d4: number | null;
  response_minutes: number | null;
};

export type ReportCountsTable = {
  dimension: string;
  day: string;
  region: string;
  form: string;
  value: string;
  leads: number;
  held: number;
  released: number;
  outcomes: number;
};

/** The key every spread (migration 0043) starts with: a day's counts, or a week's from its Monday. */
type SpreadPeriod = { period: 'day' | 'week'; start: string; region: string; leads: number };

export type ReportHiringEndsTable = SpreadPeriod & { position: string; furthest: number; closed: string };
export type ReportHiringStaysTable = SpreadPeriod & { position: string; step: number; days: number };
export type ReportResponseTimesTable = SpreadPeriod & { form: string; minutes: number };

export type ReportTables = {
  report_leads: ReportLeadsTable;
  report_counts: ReportCountsTable;
  report_hiring_ends: ReportHiringEndsTable;
  report_hiring_stays: ReportHiringStaysTable;
  report_response_times: ReportResponseTimesTable;
};

export const reportDatabase = (db: Kysely<Database>) => db.withTables<ReportTables>();
export type ReportDatabase = ReturnType<typeof reportDatabase>;
