// The module alone, not the package's entry (TanStack Query and the forms' calls).
import { rememberVisit } from '@agency/api-client/attribution';
import { enhanceHeaderKeys } from './header-keys.ts';
import { followRegionChoice } from './region-choice.ts';
import { followScroll } from './scrolled-header.ts';

/**
 * The one script every page runs, inline at the end of its body: plain DOM,
 * no React, about 1 kB. Everything here is an addition to HTML that works
 * without it (docs/architecture.md), but for the visit it keeps: where the
 * tab's visit began, which a form sent pages later names as its lead's source.
 * It is kept here, not in the island runtime, because most pages have no form
 * and so run no runtime.
 */
export function runPageScript(): void {
  rememberVisit(sessionStorage, location, document.referrer);
  enhanceHeaderKeys();
  followScroll();
  followRegionChoice();
}
