import { describe, expect, it } from 'vitest';
import { flowFigures, flowTable, missedFlowBars, type FlowResult, type FlowRun } from './flow-report.ts';
import { interactionToNextPaint, type FlowTiming } from './interaction-timing.ts';

const timing = (durations: number[], presses: (number | undefined)[] = []): FlowTiming => ({
  interactions: durations.map((duration) => ({ name: 'keydown', duration })),
  presses: presses.map((openMs, index) => ({ label: `group ${index}`, openMs })),
  fcpMs: 600,
  lcpMs: 800,
});

const run = (page: FlowTiming, twin: FlowTiming, extra: Partial<FlowRun> = {}): FlowRun => ({
  page,
  twin,
  pageScriptBytes: 1_000,
  benchmarkIndex: 2_800,
  loadAverage: 0.5,
  ...extra,
});

const result = (kind: 'header' | 'form', cpuSlowdown: number, runs: FlowRun[]): FlowResult => ({
  flow: kind === 'header' ? 'header groups' : 'contact-enquiry-form',
  kind,
  path: '/',
  screen: 'phone',
  cpuSlowdown,
  runs,
});

describe('INP', () => {
  it('is the longest interaction, one left out for every 50; 0 with none', () => {
    expect(interactionToNextPaint(timing([40, 120, 64]).interactions)).toBe(120);
    const many = timing([...Array.from({ length: 49 }, () => 24), 400, 300]).interactions;
    expect(interactionToNextPaint(many)).toBe(300);
    expect(interactionToNextPaint([])).toBe(0);
  });
});

describe('flow figures and bars', () => {
  it('takes medians over the runs, page and twin', () => {
    const figures = flowFigures(
      result('header', 4, [
        run(timing([40], [20]), timing([32], [18])),
        run(timing([56], [30]), timing([40], [26])),
        run(timing([200], [90]), timing([48], [30])),
      ]),
    );
    expect(figures).toMatchObject({
      inpMs: 56,
      twinInpMs: 40,
      presses: [{ label: 'group 0', openMs: 30, twinOpenMs: 26 }],
      scriptKb: 1,
      lcpMs: { page: 800, twin: 800 },
    });
  });

  it('holds the header to presses open within 50 ms and INP within 25 ms of its twin at 4x, 50 ms at 8x', () => {
    const slow = result('header', 4, [run(timing([96], [20, 64]), timing([40], [20, 60]))]);
    expect(missedFlowBars(slow)).toEqual([
      '"group 1" opens 64 ms after its press (bar 50; twin 60)',
      "INP 96 ms, 56 ms over its twin's (bar 25)",
    ]);
    expect(missedFlowBars(result('header', 8, [run(timing([96], [80]), timing([56]))]))).toEqual([]);
    const never = result('header', 4, [run(timing([40], [undefined]), timing([40]))]);
    expect(missedFlowBars(never)).toEqual([
      '"group 0" opens Infinity ms after its press (bar 50; twin never)',
    ]);
  });

  it('holds a form flow to INP 100 ms at 4x, its send included', () => {
    const sent = result('form', 4, [run(timing([64]), timing([48]), { pageSent: timing([64, 136]) })]);
    expect(missedFlowBars(sent)).toEqual(['INP 136 ms (bar 100)']);
    expect(missedFlowBars(result('form', 8, sent.runs))).toEqual([]);
  });

  it('prints the slowest press on the page beside the same control on the twin', () => {
    const table = flowTable([result('header', 4, [run(timing([64], [20, 44]), timing([48], [30, 40]))])]);
    expect(table.split('\n')[2]).toContain('| 44 / 40 |');
  });

  it('prints a row per flow with the host beside it', () => {
    // A form's taps are recorded as presses too, and open nothing: no press time is printed for them.
    const table = flowTable([result('form', 4, [run(timing([64], [undefined]), timing([48], [undefined]))])]);
    expect(table.split('\n')[2]).toMatch(
      /^\| contact-enquiry-form \/ \| phone \| 4x \| 800 \/ 800 \| 64 \| – \| 48 \| – \|.*\| 2800 \(2800–2800\) \| 0\.5–0\.5 \| none \|$/,
    );
  });
});
