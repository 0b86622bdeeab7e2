import type { FastifyInstance } from 'fastify';
import { leadExportPath, leadExportQuerySchema, type StaffApiError } from '@agency/staff-contract';
import { leadsTableCsv } from '../../leads/leads-table-csv.ts';
import { audited, type StaffContext } from '../sign-in/staff-context.ts';
import { exportLeads } from './staff-leads.ts';

export const badExportQueryMessage = 'Filter the export by region, form and spam only.';

/**
 * The filtered list as CSV, within the member's scope: the same table and
 * formula-safe writer as `npm run leads -- export --format csv`, so a cell
 * a visitor typed as `=HYPERLINK(…)` opens as text. The audit row says an
 * export was made (not of whom: it may hold thousands of references).
 */
export function staffExportRoutes(app: FastifyInstance, context: StaffContext): void {
  app.get(leadExportPath, audited('leads.exported'), async (request, reply) => {
    const query = leadExportQuerySchema.safeParse(request.query);
    if (!query.success)
      return reply.code(400).send({ message: badExportQueryMessage } satisfies StaffApiError);
    const rows = await exportLeads(context.db, context.engine, request.who.member, query.data);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="leads.csv"')
      .header('cache-control', 'no-store')
      .send(leadsTableCsv(rows));
  });
}
