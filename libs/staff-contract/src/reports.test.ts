import { describe, expect, it } from 'vitest';
import { hiringStepLabels, hiringSteps, reportMaxDays, reportQuerySchema } from './reports.ts';

describe('a report’s range', () => {
  it('takes two days in order, at most a year apart, and a region', () => {
    expect(reportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31', region: 'uk' }).success).toBe(
      true,
    );
    expect(reportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
    const backwards = reportQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-31' });
    expect(backwards.error?.issues.map((issue) => issue.message)).toEqual([
      'The range must end on or after its first day.',
    ]);
    const long = reportQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-02' });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([
      `Choose a range of at most ${reportMaxDays} days.`,
    ]);
    expect(
      reportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-31', email: 'a@b.c' }).success,
    ).toBe(false);
    expect(reportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-31', region: 'fr' }).success).toBe(
      false,
    );
  });

  it('names the hiring steps as the inbox does, the first as Applied', () => {
    expect(hiringSteps.map((step) => hiringStepLabels[step])).toEqual([
      'Applied',
      'Screening',
      'Leadership meeting',
      'Group interview',
      'Role task',
      'Hired',
    ]);
  });
});
