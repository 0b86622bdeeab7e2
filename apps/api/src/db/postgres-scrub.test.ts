import { describe, expect, it } from 'vitest';
import { unprovedTables, type Notice } from './postgres-scrub.ts';

// VACUUM (FULL, VERBOSE)'s report, as PostgreSQL 15 words it (lc_messages = C), read strictly.
const report = (table: string, dead: number): Notice[] => [
  { message: `vacuuming "public.${table}"` },
  {
    message: `"public.${table}": found 3 removable, 12 nonremovable row versions in 2 pages`,
    detail: `${dead} dead row versions cannot be removed yet.\nCPU: user: 0.00 s, system: 0.00 s, elapsed: 0.00 s.`,
  },
  { message: `analyzing "public.${table}"` },
  { message: `"${table}": scanned 2 of 2 pages, containing 12 live rows and 0 dead rows` },
];

describe('the proof of a rewrite (unprovedTables)', () => {
  it('accepts only when every table reports once, with 0 dead row versions kept', () => {
    expect(
      unprovedTables(
        [...report('submissions', 0), ...report('lead_search', 0)],
        ['submissions', 'lead_search'],
      ),
    ).toEqual([]);
  });

  it('names a table that kept a dead row version an older snapshot may see', () => {
    expect(
      unprovedTables(
        [...report('submissions', 3), ...report('lead_search', 0)],
        ['submissions', 'lead_search'],
      ),
    ).toEqual(['submissions']);
  });

  it('names a table that did not report, reported twice, or in words it does not read', () => {
    const twice = [...report('outbox', 0), ...report('outbox', 0)];
    const otherWords: Notice[] = [
      {
        message:
          '"public.cv_files": 3 entfernbare, 12 nicht entfernbare Zeilenversionen in 2 Seiten gefunden',
        detail: '0 tote Zeilenversionen können noch nicht entfernt werden.',
      },
    ];
    const noDetail: Notice[] = [
      { message: '"public.lead_notes": found 0 removable, 1 nonremovable row versions in 1 pages' },
    ];
    expect(
      unprovedTables(
        [...report('submissions', 0), ...twice, ...otherWords, ...noDetail],
        ['submissions', 'outbox', 'cv_files', 'lead_notes', 'lead_states'],
      ),
    ).toEqual(['outbox', 'cv_files', 'lead_notes', 'lead_states']);
  });
});
