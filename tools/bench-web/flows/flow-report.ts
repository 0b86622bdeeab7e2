import type { SendTiming } from './form-flows.ts';
import { interactionToNextPaint, type FlowTiming } from './interaction-timing.ts';

/** One run of one flow on the page and on its no-script twin. */
export interface FlowRun {
  page: FlowTiming;
  /** What the page recorded once its form was sent and answered (form flows). */
  pageSent?: FlowTiming;
  twin: FlowTiming;
  /** Form flows: what sending took, on the page and on the twin (form-flows.ts). */
  send?: { page: SendTiming; twin: SendTiming };
  /** Script over the wire during the page's run, in bytes (compressed, as sent). */
  pageScriptBytes: number;
  /** Lighthouse's benchmark index of this host, measured just before the run. */
  benchmarkIndex: number;
  /** The machine's one-minute load average as the run began. */
  loadAverage: number;
}

export interface FlowResult {
  flow: string;
  kind: 'header' | 'form';
  path: string;
  screen: string;
  cpuSlowdown: number;
  runs: FlowRun[];
}

/** The bars of docs/performance.md, per flow. */
export const flowBars = {
  /** Every press of the header says "open" within this (median), at 4x. */
  pressOpenMs: 50,
  /** The header's INP within this of its twin's: at 4x, and at 8x. */
  headerInpOverTwinMs: { 4: 25, 8: 50 } as Record<number, number>,
  /** A form flow's INP, at 4x. */
  formInpMs: 100,
} as const;

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A flow's figures: medians over its runs. */
export interface FlowFigures {
  /** The page's and its twin's largest contentful paint, real (not simulated), median. */
  lcpMs: { page: number; twin: number };
  inpMs: number;
  twinInpMs: number;
  /** The form flow's INP with its send included (the page only: the twin's send leaves the page). */
  inpWithSendMs: number | undefined;
  /**
   * Each control pressed, with its median press-to-open time on the page and
   * on the twin (the same HTML without scripts: what the browser itself takes
   * from a press to the open state on this host); Infinity when it never opened.
   */
  presses: { label: string; openMs: number; twinOpenMs: number }[];
  /** Form flows: median ms from the submit press to the answer shown, page and twin. */
  answerMs: { page: number; twin: number } | undefined;
  scriptKb: number;
  benchmarkIndex: { median: number; min: number; max: number };
  loadAverage: { min: number; max: number };
}

export function flowFigures(result: FlowResult): FlowFigures {
  const { runs } = result;
  const labels = runs[0]?.page.presses.map((press) => press.label) ?? [];
  const indexes = runs.map((run) => run.benchmarkIndex);
  const loads = runs.map((run) => run.loadAverage);
  const sent = runs.flatMap((run) =>
    run.pageSent ? [interactionToNextPaint(run.pageSent.interactions)] : [],
  );
  const lcp = (timing: FlowTiming) => timing.lcpMs ?? Number.NaN;
  return {
    lcpMs: { page: median(runs.map((run) => lcp(run.page))), twin: median(runs.map((run) => lcp(run.twin))) },
    inpMs: median(runs.map((run) => interactionToNextPaint(run.page.interactions))),
    twinInpMs: median(runs.map((run) => interactionToNextPaint(run.twin.interactions))),
    inpWithSendMs: sent.length > 0 ? median(sent) : undefined,
    presses: labels.map((label, index) => ({
      label,
      openMs: median(runs.map((run) => run.page.presses[index]?.openMs ?? Number.POSITIVE_INFINITY)),
      twinOpenMs: median(runs.map((run) => run.twin.presses[index]?.openMs ?? Number.POSITIVE_INFINITY)),
    })),
    answerMs: runs.every((run) => run.send)
      ? {
          page: median(runs.map((run) => run.send!.page.answerMs)),
          twin: median(runs.map((run) => run.send!.twin.answerMs)),
        }
      : undefined,
    scriptKb: median(runs.map((run) => run.pageScriptBytes)) / 1000,
    benchmarkIndex: { median: median(indexes), min: Math.min(...indexes), max: Math.max(...indexes) },
    loadAverage: { min: Math.min(...loads), max: Math.max(...loads) },
  };
}

const ms = (value: number | undefined) =>
  value === undefined ? '–' : Number.isFinite(value) ? `${Math.round(value)}` : 'never';

/** The bars a flow misses, in words; none when it meets them all. */
export function missedFlowBars(result: FlowResult, figures: FlowFigures = flowFigures(result)): string[] {
  const missed: string[] = [];
  const { cpuSlowdown } = result;
  if (result.kind === 'header') {
    const slowest = figures.presses.reduce((a, b) => (b.openMs > a.openMs ? b : a), {
      label: '',
      openMs: 0,
      twinOpenMs: 0,
    });
    if (cpuSlowdown === 4 && slowest.openMs > flowBars.pressOpenMs)
      missed.push(
        `"${slowest.label}" opens ${Math.round(slowest.openMs)} ms after its press ` +
          `(bar ${flowBars.pressOpenMs}; twin ${ms(slowest.twinOpenMs)})`,
      );
    const over = flowBars.headerInpOverTwinMs[cpuSlowdown];
    if (over !== undefined && figures.inpMs - figures.twinInpMs > over)
      missed.push(
        `INP ${figures.inpMs} ms, ${figures.inpMs - figures.twinInpMs} ms over its twin's (bar ${over})`,
      );
  } else if (cpuSlowdown === 4) {
    const inp = Math.max(figures.inpMs, figures.inpWithSendMs ?? 0);
    if (inp > flowBars.formInpMs) missed.push(`INP ${inp} ms (bar ${flowBars.formInpMs})`);
  }
  return missed;
}

/** What the flow table's figures are, for the report. */
export function flowsIntroduction(machine: string): string {
  return (
    `Real Chromium, CPU slowed by CDP (4x, 8x) and a slow 4G network (562.5 ms per request, 1.47 Mbps down), ` +
    `median of the runs; ${machine}. INP: Event Timing's longest interaction before the form is sent (the twin ` +
    `leaves its page when it sends); "with send": the page's INP once its form is sent to the stubbed API and ` +
    `answered. Press to open: from a press (pointerdown) to the first change that says "open" ` +
    `(aria-expanded, a details or dialog opening, a popover showing), for the slowest control on the page, ` +
    `beside the same control on the twin. Script kB: script fetched by the page, as sent. ` +
    `Benchmark index: Lighthouse's, taken before each run.`
  );
}

/** The flow pass as a markdown table, one row per flow and slowdown. */
export function flowTable(results: readonly FlowResult[]): string {
  const rows = results.map((result) => {
    const f = flowFigures(result);
    // A form flow's taps open nothing: only the header's presses have a time to open.
    const slowest =
      result.kind === 'header' && f.presses.length
        ? f.presses.reduce((a, b) => (b.openMs > a.openMs ? b : a))
        : undefined;
    return [
      `${result.flow} ${result.path}`,
      result.screen,
      `${result.cpuSlowdown}x`,
      `${ms(f.lcpMs.page)} / ${ms(f.lcpMs.twin)}`,
      ms(f.inpMs),
      ms(f.inpWithSendMs),
      ms(f.twinInpMs),
      slowest ? `${ms(slowest.openMs)} / ${ms(slowest.twinOpenMs)}` : '–',
      f.answerMs ? `${ms(f.answerMs.page)} / ${ms(f.answerMs.twin)}` : '–',
      f.scriptKb.toFixed(1),
      `${Math.round(f.benchmarkIndex.median)} (${Math.round(f.benchmarkIndex.min)}–${Math.round(f.benchmarkIndex.max)})`,
      `${f.loadAverage.min.toFixed(1)}–${f.loadAverage.max.toFixed(1)}`,
      missedFlowBars(result, f).join('; ') || 'none',
    ];
  });
  const header = [
    'flow',
    'screen',
    'CPU',
    'LCP page / twin ms',
    'INP ms',
    'INP with send',
    'twin INP',
    'slowest press to open, page / twin ms',
    'Send to answer shown, page / twin ms',
    'script kB',
    'benchmark index',
    'load',
    'bars missed',
  ];
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
