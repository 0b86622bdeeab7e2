import type { CodeGroup, IslandCode } from './island-code.ts';
import type { PageMeasure } from './measure.ts';

/**
 * Gzip kB (1000 bytes) as sent over the wire; a script inline in the HTML
 * counts as its text gzipped alone (page-visit.ts). A page gets its HTML and
 * the page script; a page with a sending form also gets the island runtime;
 * the forms' code waits for a visitor. The island budgets sit a little above
 * their figures (docs/performance.md), so growth shows up as a failure to
 * look at, not as drift.
 */
export const budgetsKb = {
  /**
   * Every script of a page without a sending form, before any input and after
   * every control of its header has been pressed: the inline page script
   * (what the header and the region banner leave to a script, and where the
   * tab's visit began, for the leads' attribution; docs/performance.md).
   */
  scriptWithoutForm: 1,
  /** Every script a page with a sending form runs before any input: the page script and the island runtime. */
  scriptWithForm: 15,
  /**
   * A page with a sending form: its islands' code, fetched once the page is
   * idle and not run until a form is sent (the forms' shared code and each
   * form's own).
   */
  islandCodeFetchedWhenIdle: 140,
  /** The document with its inline critical CSS (and any stylesheet). */
  htmlAndCss: 30,
  /**
   * An article's first screen at 390 px (article-first-screen.ts): its HTML gzipped, with the
   * critical CSS and the page script inline, and the hero candidate picked at DPR 1 or 2. The
   * HTML's 30 and the script's 1 leave 69 for the hero: a photograph at 800 px in AVIF fits,
   * a JPEG original or the 1344 px candidate sent to a phone does not (docs/performance.md).
   */
  articleFirstScreen: 100,
  /**
   * What every sending form loads with the first: React, React DOM, Emotion
   * (with @emotion/styled, which the ui primitives use), react-hook-form, zod,
   * TanStack Query and the forms' common code.
   */
  formsShared: 135,
  /** Each island's own code, beyond the shared code. */
  island: {
    'contact-enquiry-form': 1.5,
    'uk-callback-form': 2,
    'uk-project-enquiry-form': 2,
    'proposal-form': 3,
    // Its fields, the CV's check by its bytes (the contract's) and the upload with its progress.
    'job-application-form': 3,
  } as Readonly<Record<string, number>>,
} as const;

export interface BudgetLine {
  /** A page's path, or a tree ('site-in'). */
  scope: string;
  figure: string;
  /** Bytes as sent; undefined for a line that has no size (a problem). */
  bytes: number | undefined;
  /** The budget as printed: '<= 15 kB', 'none'. */
  budget: string;
  verdict: 'ok' | 'OVER';
  /** The files counted, or why the line is over. */
  detail: string;
  /** The sentence printed when the line is over. */
  failure?: string;
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function sizeLine(scope: string, figure: string, files: CodeGroup, limitKb: number): BudgetLine {
  const over = files.bytes / 1000 > limitKb;
  return {
    scope,
    figure,
    bytes: files.bytes,
    budget: `<= ${limitKb} kB`,
    verdict: over ? 'OVER' : 'ok',
    detail: files.files.join(' '),
    ...(over
      ? {
          failure:
            `${scope}: ${figure} is ${kb(files.bytes)} gzip, over its ${limitKb} kB budget by ` +
            `${kb(files.bytes - limitKb * 1000)} (${files.files.join(' ')})`,
        }
      : {}),
  };
}

const groupOf = (files: { path: string; bytes: number }[]): CodeGroup => ({
  files: files.map((file) => file.path),
  bytes: files.reduce((sum, file) => sum + file.bytes, 0),
});

const noReactLine = (scope: string, figure: string, react: string[], why: string): BudgetLine => ({
  scope,
  figure,
  bytes: undefined,
  budget: 'none',
  verdict: react.length > 0 ? 'OVER' : 'ok',
  detail: react.join(' ') || 'none',
  ...(react.length > 0
    ? { failure: `${scope}: ${figure}, and should be none (${react.join(' ')}); ${why}` }
    : {}),
});

/**
 * A page's lines. Without a sending form: its script before any input and
 * after every control of its header has been pressed, and no React ever.
 * With one: its script before any input, and no React before it. Both: the
 * HTML with its critical CSS.
 */
export function pageLines(
  page: PageMeasure,
  isForm: (island: string) => boolean,
  screenHeightPx: number,
): BudgetLine[] {
  const react = (files: PageMeasure['scripts']) =>
    files.filter((file) => file.reactDom).map((file) => file.path);
  const form = page.islands.find((island) => isForm(island.name));
  const lines: BudgetLine[] = [];
  if (form) {
    const run = page.scripts.filter((file) => !file.preloaded);
    const started = page.islands.filter((island) => island.state !== 'waiting').map((island) => island.name);
    const ranReact = [...react(run), ...started.map((name) => `island ${name} started`)];
    lines.push(
      sizeLine(page.path, 'script run before any input', groupOf(run), budgetsKb.scriptWithForm),
      sizeLine(
        page.path,
        "islands' code fetched when idle, not run",
        groupOf(page.scripts.filter((file) => file.preloaded)),
        budgetsKb.islandCodeFetchedWhenIdle,
      ),
      noReactLine(
        page.path,
        'React run before any input',
        ranReact,
        `its first form (${form.name}) is at ${form.topPx} px of a ${screenHeightPx} px screen. ` +
          "A form's code runs when the form is sent",
      ),
    );
  } else {
    const after = page.scriptsAfterHeader ?? [];
    const all = [...new Map([...page.scripts, ...after].map((file) => [file.path, file])).values()];
    lines.push(
      sizeLine(page.path, 'script before any input', groupOf(page.scripts), budgetsKb.scriptWithoutForm),
      sizeLine(page.path, 'script after every header control', groupOf(all), budgetsKb.scriptWithoutForm),
      noReactLine(
        page.path,
        'React loaded at any point',
        react(all),
        'a page without a sending form runs no React, whatever the visitor does there',
      ),
    );
  }
  lines.push(sizeLine(page.path, 'HTML + critical CSS', groupOf(page.htmlAndCss), budgetsKb.htmlAndCss));
  return lines;
}

/** A tree's island lines: the code the forms share, and each island's own code. */
export function islandLines(site: string, code: IslandCode): BudgetLine[] {
  const lines: BudgetLine[] = [
    sizeLine(site, "forms' shared code (with the first form)", code.shared, budgetsKb.formsShared),
  ];
  for (const island of code.islands) {
    const after = island.afterIslands.length > 0 ? `, after ${island.afterIslands.join(', ')}` : '';
    const figure = `island ${island.name}, own code (${island.how} on ${island.page}${after})`;
    const limit = budgetsKb.island[island.name];
    if (limit === undefined)
      lines.push({
        scope: site,
        figure,
        bytes: island.own.bytes,
        budget: 'none set',
        verdict: 'OVER',
        detail: island.own.files.join(' '),
        failure: `${site}: island ${island.name} has no budget: add one to budgetsKb.island in tools/budgets/budgets.ts`,
      });
    else lines.push(sizeLine(site, figure, island.own, limit));
  }
  for (const problem of code.problems)
    lines.push({
      scope: site,
      figure: 'island code',
      bytes: undefined,
      budget: '',
      verdict: 'OVER',
      detail: problem,
      failure: `${site}: ${problem}`,
    });
  return lines;
}

/**
 * Files that came compressed in a way other than gzip: the browser was asked for gzip
 * only, so their figures would not be gzip figures. Uncompressed is allowed: the build
 * writes no .gz for a file too small to gain from it, and the server sends it as it is.
 */
export function unexpectedEncodings(files: { path: string; encoding: string }[]): string[] {
  return [
    ...new Set(
      files
        .filter((file) => file.encoding !== 'gzip' && file.encoding !== 'identity')
        .map(
          (file) => `${file.path} came as ${file.encoding}, not gzip: its figure would not be a gzip figure`,
        ),
    ),
  ];
}

/** A plain-text table of the lines, sizes right-aligned. */
export function formatTable(lines: BudgetLine[]): string {
  const rows = lines.map((l) => [
    l.scope,
    l.figure,
    l.bytes === undefined ? '' : kb(l.bytes),
    l.budget,
    l.verdict,
    l.detail,
  ]);
  const header = ['page / tree', 'figure (gzip, as sent)', 'size', 'budget', '', 'files'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 || i === 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [format(header), ...rows.map(format)].join('\n');
}

/** One sentence per line over its budget, naming the page, the figure and the files. */
export function failureMessages(lines: BudgetLine[]): string[] {
  return lines.flatMap((line) => (line.failure ? [line.failure] : []));
}
