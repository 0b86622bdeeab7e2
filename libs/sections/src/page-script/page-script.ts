import { enhanceHeaderKeys } from './header-keys.ts';
import { followRegionChoice } from './region-choice.ts';
import { followScroll } from './scrolled-header.ts';

/**
 * The one script every page runs, inline at the end of its body: plain DOM,
 * no React, under 1 kB. Everything here is an addition to HTML that works
 * without it (docs/architecture.md).
 */
export function runPageScript(): void {
  enhanceHeaderKeys();
  followScroll();
  followRegionChoice();
}
