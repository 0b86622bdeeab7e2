import type { Region } from './wire.ts';

// A module of its own: the staff inbox's first load takes these names alone, not the wire's
// paths beside them (a bundler keeps the property reads of their initialisers).
/** What each region is called, to visitors and to staff alike. */
export const regionNames: Readonly<Record<Region, string>> = { in: 'India', uk: 'United Kingdom' };
