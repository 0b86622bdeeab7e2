import type { FastifyInstance, FastifyReply } from 'fastify';
import { cvFileName, cvTypes } from '@agency/contract';
import { leadWorkPaths, type StaffApiError } from '@agency/staff-contract';
import { routeOf } from './lead-work-routes.ts';
import { noSuchLeadMessage, scopedLead, type LeadRequest } from './scoped-lead.ts';
import { audit, type StaffContext } from './staff-context.ts';

export const noPreviewMessage = 'Only a PDF previews in the inbox: download this CV.';

/**
 * The preview's own headers: the PDF is shown inline, in a sandbox (no
 * script, no form, no same-origin access to the inbox even if a crafted PDF
 * gets past the viewer), framed by the inbox's own pages and no others.
 */
export const cvPreviewHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * A job application's CV for careers staff of its region only (scopedLead:
 * anyone else gets the same 404 as for a lead that does not exist), every
 * fetch audited. Always under `cv-<reference>.<detected type>`, never the
 * candidate's own name, with the media type its bytes showed at upload.
 */
export function staffCvRoutes(app: FastifyInstance, context: StaffContext): void {
  const cvOf = (id: string) =>
    context.db
      .selectFrom('cv_files')
      .select(['media_type', 'content'])
      .where('submission_id', '=', id)
      .executeTakeFirst();

  const send = (reply: FastifyReply, cv: { media_type: string; content: Buffer }, disposition: string) =>
    reply
      .header('content-type', cv.media_type)
      .header('content-disposition', disposition)
      .header('cache-control', 'no-store')
      .send(cv.content);

  app.get<LeadRequest>(routeOf(leadWorkPaths.cv), async (request, reply) => {
    const scoped = await scopedLead(context, request, reply);
    if (!scoped) return reply;
    const cv = await cvOf(scoped.lead.id);
    if (!cv) return reply.code(404).send({ message: noSuchLeadMessage } satisfies StaffApiError);
    await audit(context, request, scoped.who, {
      action: 'cv.downloaded',
      target: { kind: 'lead', ref: scoped.lead.id },
    });
    const name = cvFileName(scoped.lead.id, cv.media_type);
    return send(reply, cv, `attachment; filename="${name}"`);
  });

  app.get<LeadRequest>(routeOf(leadWorkPaths.cvPreview), async (request, reply) => {
    const scoped = await scopedLead(context, request, reply);
    if (!scoped) return reply;
    const cv = await cvOf(scoped.lead.id);
    if (!cv) return reply.code(404).send({ message: noSuchLeadMessage } satisfies StaffApiError);
    if (cv.media_type !== cvTypes.pdf.mediaType)
      return reply.code(415).send({ message: noPreviewMessage } satisfies StaffApiError);
    await audit(context, request, scoped.who, {
      action: 'cv.previewed',
      target: { kind: 'lead', ref: scoped.lead.id },
    });
    for (const [name, value] of Object.entries(cvPreviewHeaders)) void reply.header(name, value);
    const name = cvFileName(scoped.lead.id, cv.media_type);
    return send(reply, cv, `inline; filename="${name}"`);
  });
}
