import type { FastifyInstance } from 'fastify';
import {
  adminPaths,
  auditPageSize,
  auditQuerySchema,
  type AuditPage,
  type StaffApiError,
} from '@agency/staff-contract';
import { signedInAdmin } from './admin-only.ts';
import { audit, type StaffContext } from './staff-context.ts';

export const badAuditQueryMessage =
  'Filter the audit log by staff member id, action, lead reference and page cursor only.';

/**
 * The audit log for admins: newest first, 50 a page, the next page after the
 * last row's id (keyset: as fast on the last page as on the first), filtered
 * by who acted (their id), by what was done and by the lead's reference. Its rows hold no
 * personal data of a lead; reading it is itself audited.
 */
export function staffAuditRoutes(app: FastifyInstance, context: StaffContext): void {
  app.get(adminPaths.audit, async (request, reply) => {
    const who = await signedInAdmin(context, request, reply);
    if (!who) return reply;
    const query = auditQuerySchema.safeParse(request.query);
    if (!query.success)
      return reply.code(400).send({ message: badAuditQueryMessage } satisfies StaffApiError);
    const { staff, action, lead, before } = query.data;
    let rows = context.db.selectFrom('staff_audit').selectAll();
    if (staff) rows = rows.where('staff_id', '=', staff);
    if (action) rows = rows.where('action', '=', action);
    if (lead) rows = rows.where('target_kind', '=', 'lead').where('target_ref', '=', lead);
    if (before) rows = rows.where('id', '<', Number(before));
    const found = await rows
      .orderBy('id', 'desc')
      .limit(auditPageSize + 1)
      .execute();
    const shown = found.slice(0, auditPageSize);
    await audit(context, request, who, { action: 'audit.read' });
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
