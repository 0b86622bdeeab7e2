/**
 * The events the islands listen for, declared once: the runtime listens for
 * them, and so does the inline script that holds them until the runtime has
 * arrived (early-input/hold-early-input.ts).
 */

/** Events that mean a visitor is using an island: its code loads at once. */
export const useEvents = [
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'click',
  'submit',
] as const;

/** Signs that a person is on the page: the first one lets `near` islands load. */
export const activityEvents = [
  'scroll',
  'wheel',
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
] as const;

/**
 * The property of `window` through which the inline script hands what it
 * held to the runtime (see takeEarlyInput).
 */
export const earlyInputHandoff = 'agencyEarlyInput';

/** What the inline script held before the runtime arrived. */
export interface EarlyInput {
  /** Use events inside islands (submissions aside), in the order they happened. */
  events: Event[];
  /** Whether any activity event happened anywhere on the page. */
  active: boolean;
}
