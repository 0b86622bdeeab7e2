import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Engine } from '../db/open-database.ts';
import { createRateLimiter } from '../security/rate-limiter.ts';
import { guardOrigin } from './origin-guard.ts';
import { staffAuthRoutes } from './sign-in/staff-auth-routes.ts';
import { auditSuccesses, signedIn, staffContext, type StaffContext } from './sign-in/staff-context.ts';
import { addStaffHeaders } from './staff-headers.ts';
import { leadDetailRoutes, staffLeadRoutes } from './leads/staff-lead-routes.ts';
import { leadWorkRoutes } from './leads/lead-work-routes.ts';
import { leadDeliveryRoutes } from './leads/lead-delivery-routes.ts';
import { staffCvRoutes } from './leads/staff-cv-routes.ts';
import { staffAuditRoutes } from './people/staff-audit-routes.ts';
import { staffPeopleRoutes } from './people/staff-people-routes.ts';
import { staffReauthRoutes, staffRightsRoutes } from './leads/staff-rights-routes.ts';
import { staffExportRoutes } from './leads/staff-export-routes.ts';
import type { InvitationMailer } from './people/send-invitation.ts';
import {
  addressFailureLimit,
  challengeLimit,
  defaultInvitationsPerHour,
  failureLimit,
  failureWindowMs,
  invitationWindowMs,
} from './sign-in/staff-limits.ts';
import { staffSessionRoutes } from './sign-in/staff-session-routes.ts';
import { staffColleagueRoutes } from './people/staff-colleague-routes.ts';
import { reportRoutes } from './reports/report-routes.ts';
import { leadConversationRoutes, type StaffReplyOptions } from './conversations/lead-conversation-routes.ts';
import { adminOnly } from './sign-in/admin-only.ts';
import { inScope } from './leads/scoped-lead.ts';

type Routes = (app: FastifyInstance, context: StaffContext) => void;

export interface StaffAppOptions {
  db: Kysely<Database>;
  engine: Engine;
  /** The inbox's public origin (STAFF_ORIGIN): WebAuthn's origin and rpID, and the only Origin accepted. */
  origin: () => string;
  /** The clock (tests move it). */
  now?: () => number;
  /** Failed sign-ins, enrolments and re-checks per member, or per address and credential (default 10 in 15 minutes). */
  failureLimit?: { max: number; windowMs: number };
  /** The same failures per client address (default 100 in 15 minutes). */
  addressFailureLimit?: { max: number; windowMs: number };
  /** Invitations one admin sends in an hour (STAFF_INVITATIONS_PER_HOUR, default 20). */
  invitationsPerHour?: number;
  /** Sign-in challenges per client address and window (default 60 in 15 minutes). */
  challengeLimit?: { max: number; windowMs: number };
  /** How admins' invitations are mailed (SMTP_URL, MAIL_FROM); unset, inviting answers 503. */
  mailer?: InvitationMailer;
  /** Answering leads (templates, replies); unset, the timeline reads and replies answer 503. */
  replies?: StaffReplyOptions;
}

/**
 * The staff inbox's API on a Fastify instance of its own (createFastify: the
 * same logging, limits, error answers and security headers as the public
 * one), never on the public port. Its routes come in groups, each an
 * encapsulated plugin whose hooks run before any route of it (after the body
 * is parsed, as the routes' own checks did): signed in; signed in and the
 * lead of the path in scope; signed in as an admin. Only sign-in is open.
 * Each route declares its audit action, written once it succeeds.
 */
export function buildStaffApp(app: FastifyInstance, options: StaffAppOptions): FastifyInstance {
  const limit = options.failureLimit ?? { max: failureLimit, windowMs: failureWindowMs };
  const challenges = options.challengeLimit ?? { max: challengeLimit, windowMs: failureWindowMs };
  const perAddress = options.addressFailureLimit ?? { max: addressFailureLimit, windowMs: failureWindowMs };
  const invitationsPerHour = options.invitationsPerHour ?? defaultInvitationsPerHour;
  const limiter = (max: number, windowMs: number) =>
    createRateLimiter(options.db, options.engine, max, windowMs);
  const context = staffContext({
    db: options.db,
    engine: options.engine,
    now: options.now ?? Date.now,
    origin: options.origin,
    failures: limiter(limit.max, limit.windowMs),
    addressFailures: limiter(perAddress.max, perAddress.windowMs),
    challenges: limiter(challenges.max, challenges.windowMs),
    lockouts: limiter(1, failureWindowMs),
    invitations: limiter(invitationsPerHour, invitationWindowMs),
  });
  addStaffHeaders(app, options.origin);
  guardOrigin(app, options.origin);
  auditSuccesses(app, context);
  const group = (guards: ((context: StaffContext) => preHandlerAsyncHookHandler)[], routes: Routes[]) =>
    app.register(async (instance) => {
      for (const guard of guards) instance.addHook('preHandler', guard(context));
      for (const add of routes) add(instance, context);
    });
  group([], [staffAuthRoutes]);
  const member = [staffSessionRoutes, staffColleagueRoutes, staffExportRoutes, staffLeadRoutes];
  group([signedIn], [...member, staffReauthRoutes, reportRoutes]);
  const replies: Routes = (lead) => leadConversationRoutes(lead, context, options.replies);
  group([signedIn, inScope], [leadDetailRoutes, leadWorkRoutes, leadDeliveryRoutes, staffCvRoutes, replies]);
  const people: Routes = (admin) => staffPeopleRoutes(admin, context, options.mailer, invitationsPerHour);
  group([signedIn, adminOnly], [people, staffAuditRoutes, staffRightsRoutes]);
  return app;
}
