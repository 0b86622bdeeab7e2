import type { Result } from 'lighthouse';

/** The four category scores, 0–100, as the Lighthouse report shows them. */
export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

/** An audit that did not get full marks, as a reader of the report needs it. */
export interface Miss {
  id: string;
  title: string;
  /** The categories that list the audit. */
  categories: string[];
  /** Lighthouse's short figure for it ("Potential savings of 40 KiB", "1,230 ms"...). */
  displayValue?: string;
  /** What Lighthouse estimates fixing it would save, per metric (ms, or the CLS score). */
  savings?: Record<string, number>;
}

/** The figures of one Lighthouse run of one page. */
export interface RunFigures {
  scores: Partial<Record<CategoryId, number>>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript over the wire (after any compression), in kB (1000 bytes). */
  jsKb: number;
  /** What Lighthouse's errors-in-console audit found logged (empty when it passed). */
  consoleErrors: string[];
  /** The element Lighthouse found as the largest contentful paint. */
  lcpElement?: string;
  /** Audits in the measured categories that lost points, plus performance diagnostics with savings. */
  misses: Miss[];
  /**
   * Lighthouse's benchmark of the host's CPU at the start of the run (higher is
   * faster): says how fast the machine was, and how busy, while it measured.
   */
  benchmarkIndex: number;
  /** The CPU slowdown the simulation applied (4 in the mobile preset). */
  cpuSlowdown: number;
}

const numeric = (lhr: Result, id: string): number => {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse result has no ${id} figure`);
  return value;
};

interface TableDetails {
  type: string;
  items?: Record<string, unknown>[];
}

function itemsOf(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as TableDetails | undefined;
  return details?.items ?? [];
}

function lcpElementOf(lhr: Result): string | undefined {
  // LH 13: the insight's details are a list of a table of sub-parts and the LCP node itself.
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { type: string; items?: { type?: string; snippet?: string }[] } | undefined;
  return details?.items?.find((item) => item.type === 'node' && item.snippet)?.snippet;
}

/** Audits of the measured categories that lost points, and weightless diagnostics that estimate savings. */
function missesOf(lhr: Result): Miss[] {
  const categoriesOf = new Map<string, string[]>();
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs)
      categoriesOf.set(ref.id, [...(categoriesOf.get(ref.id) ?? []), categoryId]);
  }
  const misses: Miss[] = [];
  for (const [id, categories] of categoriesOf) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
    const savings = Object.fromEntries(
      Object.entries(audit.metricSavings ?? {}).filter(([, v]) => typeof v === 'number' && v > 0),
    ) as Record<string, number>;
    const hasSavings = Object.keys(savings).length > 0;
    // Informative diagnostics carry a score too; they count only when Lighthouse puts a figure on them.
    if (audit.score >= 1 && !hasSavings) continue;
    if (audit.scoreDisplayMode === 'informative' && !hasSavings) continue;
    misses.push({
      id,
      title: audit.title,
      categories,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      ...(hasSavings ? { savings } : {}),
    });
  }
  return misses.sort((a, b) => a.id.localeCompare(b.id));
}

/** Reads the figures the benchmark and the check use out of one Lighthouse result. */
export function figuresOf(lhr: Result): RunFigures {
  const scores: Partial<Record<CategoryId, number>> = {};
  for (const id of categoryIds) {
    const score = lhr.categories[id]?.score;
    if (typeof score === 'number') scores[id] = Math.round(score * 100);
  }
  const jsBytes = itemsOf(lhr, 'resource-summary')
    .filter((item) => item.resourceType === 'script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  const consoleErrors = itemsOf(lhr, 'errors-in-console').map((item) =>
    String(item.description ?? item.source ?? 'console error'),
  );
  const lcpElement = lcpElementOf(lhr);
  return {
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsKb: jsBytes / 1000,
    consoleErrors,
    ...(lcpElement ? { lcpElement } : {}),
    misses: missesOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}
