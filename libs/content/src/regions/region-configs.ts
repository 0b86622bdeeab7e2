import type { Region } from '@agency/contract';
import { indiaRegion } from './india.ts';
import type { RegionConfig } from './region-config.ts';
import { ukRegion } from './uk.ts';

/** Each region's facts, by region: the one place a site, the prerender and the checks read them from. */
export const regionConfigs: Readonly<Record<Region, RegionConfig>> = { in: indiaRegion, uk: ukRegion };
