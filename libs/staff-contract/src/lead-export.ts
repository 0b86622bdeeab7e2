import type { z } from 'zod';
import { leadListQuerySchema } from './wire.ts';

/** `GET`: the filtered list as CSV (every page), the CLI's table and formula-safe writer. */
export const leadExportPath = '/api/leads/export';

/** The list's filters, without the page cursor. */
export const leadExportQuerySchema = leadListQuerySchema.omit({ before: true });
export type LeadExportQuery = z.infer<typeof leadExportQuerySchema>;
