// The page's inline script, for the build to serialise into every page (tools/prerender).
import { islandTag } from '../island-definition.ts';
import { activityEvents, earlyInputHandoff, useEvents } from '../runtime/visitor-events.ts';
import type { EarlyInputOptions } from './hold-early-input.ts';

export { holdEarlyInput, type EarlyInputOptions } from './hold-early-input.ts';

/** The inline script's options for a page whose island runtime is at `runtime`. */
export function earlyInputOptions(runtime: string): EarlyInputOptions {
  // A submission is left to the browser until the runtime has arrived (hold-early-input.ts).
  const heldEvents = useEvents.filter((type) => type !== 'submit');
  return { runtime, islandTag, heldEvents, activityEvents, handoff: earlyInputHandoff };
}
