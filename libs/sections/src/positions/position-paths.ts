import type { CareersPath, SitePath } from '@agency/content';

/** The Careers page: the spec's path, which lists the open positions. */
export const careersPath = '/Careers' satisfies SitePath;

/** A position's page, beside the Careers page it is listed on. */
export const positionPath = (slug: string): CareersPath => `/Careers/${slug}`;
