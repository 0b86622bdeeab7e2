import { earlyInputHandoff, type EarlyInput } from './visitor-events.ts';

/**
 * Takes over from the page's inline script (early-input/hold-early-input.ts):
 * it stops holding, and what it held is returned for the runtime to act on.
 * Nothing was held when the runtime came some other way (a module tag, as in
 * `npm run dev`).
 */
export function takeEarlyInput(): EarlyInput {
  const handOver = (window as unknown as Record<string, (() => EarlyInput) | undefined>)[earlyInputHandoff];
  return handOver?.() ?? { events: [], active: false };
}
