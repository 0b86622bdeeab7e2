import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

// Type aliases, not interfaces: Kysely's withTables takes a record of records.
/** The reports' tables (migration 0041), kept by triggers: not the leads' own, so typed here. */
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

export type ReportTables = {
  report_leads: ReportLeadsTable;
  report_counts: ReportCountsTable;
};

export const reportDatabase = (db: Kysely<Database>) => db.withTables<ReportTables>();
export type ReportDatabase = ReturnType<typeof reportDatabase>;
