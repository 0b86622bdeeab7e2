import type { FastifyInstance } from 'fastify';
import {
  adminPaths,
  auditPageSize,
  auditQuerySchema,
  failureActions,
  type AuditPage,
  type StaffApiError,
} from '@agency/staff-contract';
import { audited, type StaffContext } from '../sign-in/staff-context.ts';
import { auditInScope } from './audit-scope.ts';
import { holdsEverything } from '../sign-in/staff-scope.ts';

export const badAuditQueryMessage =
  'Filter the audit log by staff member id, action, lead reference, failures and page cursor only.';

/**
 * The audit log for admins: newest first, 50 a page, the next page after the
 * last row's id (keyset: as fast on the last page as on the first), filtered
 * by who acted (their id), by what was done, by the lead's reference, and to
 * failed attempts. Its rows hold no personal data of a lead; reading it is
 * itself audited. An admin who does not hold every region and careers reads
 * only the rows within their access (auditInScope): any other is as absent as
 * one never written.
 */
export function staffAuditRoutes(app: FastifyInstance, context: StaffContext): void {
  app.get(adminPaths.audit, audited('audit.read'), async (request, reply) => {
    const query = auditQuerySchema.safeParse(request.query);
    if (!query.success)
      return reply.code(400).send({ message: badAuditQueryMessage } satisfies StaffApiError);
    const { staff, action, lead, failed, before } = query.data;
    let rows = context.db.selectFrom('staff_audit').selectAll();
    if (!holdsEverything(request.access)) rows = await auditInScope(context.db, rows, request.access);
    if (staff) rows = rows.where('staff_id', '=', staff);
    if (action) rows = rows.where('action', '=', action);
    if (lead) rows = rows.where('target_kind', '=', 'lead').where('target_ref', '=', lead);
    if (failed) rows = rows.where('action', 'in', failureActions);
    if (before) rows = rows.where('id', '<', Number(before));
    const found = await rows
      .orderBy('id', 'desc')
      .limit(auditPageSize + 1)
      .execute();
    const shown = found.slice(0, auditPageSize);
    return {
      entries: shown.map((row) => ({
        id: String(row.id),
        at: row.at,
        actor: row.actor,
        staffId: row.staff_id,
        action: row.action,
        target: row.target_kind && row.target_ref ? { kind: row.target_kind, ref: row.target_ref } : null,
        fromAddress: row.from_address,
      })),
      next: found.length > auditPageSize ? String(shown.at(-1)?.id) : null,
    } satisfies AuditPage;
  });
}
