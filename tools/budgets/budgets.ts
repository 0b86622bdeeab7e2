import type { SiteFigures } from './measure.ts';

/**
 * design.md section 5, in gzip kB (1000 bytes, as Vite's build report counts).
 * The forms library has its own line: it loads only on the pages with a form,
 * and folding it into each of those pages would hide both figures.
 */
export const budgetsKb = { entry: 90, page: 10, formsLibrary: 55, html: 30 } as const;

export interface BudgetLine {
  site: string;
  what: string;
  kb: number;
  limitKb: number;
  detail: string;
  pass: boolean;
}

const kb = (bytes: number) => bytes / 1000;

/** Every budgeted figure of one site as a line, with whether it is within its budget. */
export function budgetLines(site: string, figures: SiteFigures): BudgetLine[] {
  const line = (what: string, bytes: number, limitKb: number, detail: string): BudgetLine => ({
    site,
    what,
    kb: kb(bytes),
    limitKb,
    detail,
    pass: kb(bytes) <= limitKb,
  });
  return [
    line(
      'entry JS (entry + static imports)',
      figures.entry.gzipBytes,
      budgetsKb.entry,
      figures.entry.files.join(' '),
    ),
    ...(figures.formsLibrary
      ? [
          line(
            'forms code (its chunks)',
            figures.formsLibrary.gzipBytes,
            budgetsKb.formsLibrary,
            figures.formsLibrary.files.join(' '),
          ),
        ]
      : []),
    ...figures.pages.map((p) => line(`page chunk ${p.page}`, p.gzipBytes, budgetsKb.page, p.files.join(' '))),
    ...figures.html.map((h) =>
      line(`HTML ${h.file}`, h.gzipBytes, budgetsKb.html, 'HTML with inline critical CSS'),
    ),
  ];
}

/** A plain-text table of the lines, widest column first. */
export function formatTable(lines: BudgetLine[]): string {
  const rows = lines.map((l) => [
    l.site,
    l.what,
    `${l.kb.toFixed(1)} kB`,
    `<= ${l.limitKb} kB`,
    l.pass ? 'ok' : 'OVER',
  ]);
  const header = ['site', 'figure (gzip)', 'size', 'budget', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 || i === 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [format(header), ...rows.map(format)].join('\n');
}

/** One sentence per line over its budget, naming the figure and the files it counts. */
export function failureMessages(lines: BudgetLine[]): string[] {
  return lines
    .filter((l) => !l.pass)
    .map(
      (l) =>
        `${l.site}: ${l.what} is ${l.kb.toFixed(1)} kB gzip, over its ${l.limitKb} kB budget by ` +
        `${(l.kb - l.limitKb).toFixed(1)} kB (${l.detail})`,
    );
}
