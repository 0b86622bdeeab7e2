import { formTitle } from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import type { Region } from '@agency/contract';
import {
  leadConversationPaths,
  replyBodyMaxLength,
  replyRequestSchema,
  replySubjectMaxLength,
  statusesOf,
  type LeadReplyTemplates,
  type LeadStatus,
  type LeadTimeline,
  type ReplyAccepted,
  type StaffApiError,
  minuteMs,
} from '@agency/staff-contract';
import { acceptReply } from '../../conversations/accept-reply.ts';
import { cancelReply } from '../../conversations/cancel-reply.ts';
import type { ReplySettings } from '../../conversations/reply-settings.ts';
import {
  mergeValuesOf,
  templateOffers,
  templateServesForm,
  type TemplateCatalogue,
} from '../../conversations/reply-templates.ts';
import { messageIdDomain } from '../../notifications/notification-email.ts';
import { routeOf } from '../leads/lead-work-routes.ts';
import { readTimeline, replyEntryOf } from '../leads/lead-timeline.ts';
import { leadReference, noSuchLeadMessage } from '../leads/scoped-lead.ts';
import { audited, type StaffContext } from '../sign-in/staff-context.ts';

/** What answering leads needs from the configuration. */
export interface StaffReplyOptions {
  settings: ReplySettings;
  /** REPLY_MAILBOX; unset: no replies (the visitor's answers would reach nobody). */
  replyMailbox: string | undefined;
  /** MAIL_FROM: the domain of the visitor's confirmation's Message-ID, which a first reply threads under. */
  mailFrom: string;
  templates: TemplateCatalogue;
}

export const repliesOffMessage =
  'Replies are off: the server has no REPLY_MAILBOX for the visitor’s answers to reach (docs/deployment.md).';
export const spamReplyMessage = 'This lead is in spam: release it (Not spam) before you reply.';
export const badReplyMessage = `Write a subject of one line (up to ${replySubjectMaxLength} characters) and a message of up to ${replyBodyMaxLength.toLocaleString('en-GB')} characters.`;
export const unknownTemplateMessage = 'That template does not serve this kind of lead.';
export const noSuchReplyMessage = 'No such reply.';
export const alreadySentMessage = 'That reply has been sent: it can no longer be cancelled.';
export const beingSentMessage = 'That reply is being sent right now: it can no longer be cancelled.';

type ReplyRequest = { Params: { id: string } };

/**
 * Answering a lead from the inbox, within the member's scope like reading it
 * (the leads' group: a lead outside it answers the same 404): its timeline,
 * the templates for it, a reply held for Undo (or a rejection's delay), and cancelling one
 * until the outbox takes it. Reading the conversation and sending or
 * cancelling a reply are audited by action and reference only: no text of
 * a message reaches the audit log.
 */
export function leadConversationRoutes(
  app: FastifyInstance,
  context: StaffContext,
  options: StaffReplyOptions | undefined,
): void {
  const whyNoReplies = (spam: number): string | null =>
    !options?.replyMailbox ? repliesOffMessage : spam === 1 ? spamReplyMessage : null;

  // The visitor's messages are read here: each read is on the record.
  const { timeline, replyTemplates, replies } = leadConversationPaths;
  app.get(routeOf(timeline), audited('lead.conversation-read'), async (request, reply) => {
    const read = await readTimeline(context.db, request.lead, context.now());
    if (!read) return reply.code(404).send({ message: noSuchLeadMessage } satisfies StaffApiError);
    return read satisfies LeadTimeline;
  });

  // The templates are filled with the visitor's name: a read of their data.
  app.get(routeOf(replyTemplates), audited('lead.templates-read'), async (request, reply) => {
    const { lead, who } = request;
    const row = await context.db
      .selectFrom('submissions as s')
      .leftJoin('lead_states as w', 'w.submission_id', 's.id')
      .select(['s.body', 'w.status'])
      .where('s.id', '=', lead.id)
      .executeTakeFirst();
    if (!row) return reply.code(404).send({ message: noSuchLeadMessage } satisfies StaffApiError);
    const latestInbound = await context.db
      .selectFrom('lead_inbound')
      .select('subject')
      .where('submission_id', '=', lead.id)
      .orderBy('received_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const status = (row.status ?? statusesOf(lead.form)[0]) as LeadStatus;
    const offers = options
      ? templateOffers(
          options.templates,
          { form: lead.form, region: lead.region as Region, status },
          mergeValuesOf({ id: lead.id, form: lead.form, body: row.body }, who.member.email),
        )
      : { templates: [], suggested: null };
    const why = whyNoReplies(lead.spam);
    return {
      enabled: why === null,
      why,
      undoSeconds: options?.settings.undoSeconds ?? 0,
      delayMinutes: options?.settings.rejectionDelayMinutes ?? 0,
      status,
      ...offers,
      delayByDefault: status === 'rejected',
      blankSubject: latestInbound
        ? `${/^re:/i.test(latestInbound.subject) ? '' : 'Re: '}${latestInbound.subject}`
        : `Your ${formTitle(lead.form).toLowerCase()} (ref ${lead.id})`,
    } satisfies LeadReplyTemplates;
  });

  app.post(routeOf(replies), audited('lead.reply-sent'), async (request, reply) => {
    const { lead, who } = request;
    const why = whyNoReplies(lead.spam);
    if (why !== null || !options?.replyMailbox)
      return reply
        .code(lead.spam === 1 ? 409 : 503)
        .send({ message: why ?? repliesOffMessage } satisfies StaffApiError);
    const body = replyRequestSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: badReplyMessage } satisfies StaffApiError);
    const { template, delayed } = body.data;
    const region = lead.region as Region;
    if (template !== null && !templateServesForm(options.templates, { form: lead.form, region }, template))
      return reply.code(400).send({ message: unknownTemplateMessage } satisfies StaffApiError);
    const now = context.now();
    const hold = delayed
      ? options.settings.rejectionDelayMinutes * minuteMs
      : options.settings.undoSeconds * 1000;
    const from = options.settings.from[region];
    const accepted = await acceptReply(
      context.db,
      context.engine,
      {
        lead,
        member: who.member,
        subject: body.data.subject,
        body: body.data.body,
        template,
        sendAfter: now + hold,
        messageIdDomain: messageIdDomain({ from }),
        confirmationMessageId: `<confirmation-${lead.id}@${messageIdDomain({ from: options.mailFrom })}>`,
      },
      now,
    );
    if (!accepted) return reply.code(404).send({ message: noSuchLeadMessage } satisfies StaffApiError);
    return reply.code(201).send({ reply: replyEntryOf(accepted, now) } satisfies ReplyAccepted);
  });

  app.post<ReplyRequest>(
    routeOf(replies).concat('/:id/cancel'),
    audited('lead.reply-cancelled'),
    async (request, reply) => {
      const { lead, who } = request;
      const id = request.params.id.toLowerCase();
      if (!leadReference.test(id))
        return reply.code(404).send({ message: noSuchReplyMessage } satisfies StaffApiError);
      const now = context.now();
      const outcome = await cancelReply(context.db, context.engine, lead.id, id, who.member.email, now);
      if (outcome.outcome === 'no-such-reply')
        return reply.code(404).send({ message: noSuchReplyMessage } satisfies StaffApiError);
      if (outcome.outcome !== 'cancelled')
        return reply.code(409).send({
          message: outcome.outcome === 'already-sent' ? alreadySentMessage : beingSentMessage,
        } satisfies StaffApiError);
      return { reply: replyEntryOf(outcome.reply, now) } satisfies ReplyAccepted;
    },
  );
}
