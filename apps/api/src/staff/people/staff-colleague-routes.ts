import type { FastifyInstance } from 'fastify';
import { staffApiPaths, type StaffColleagues } from '@agency/staff-contract';
import { signedIn, type StaffContext } from '../sign-in/staff-context.ts';
import { colleaguesOf } from './staff-colleagues.ts';

/** The assignee filter's choices: the caller's colleagues, named by id (for the URL) and address (for the screen). */
export function staffColleagueRoutes(app: FastifyInstance, context: StaffContext): void {
  app.get(staffApiPaths.colleagues, async (request, reply) => {
    const who = await signedIn(context, request, reply);
    if (!who) return reply;
    return { colleagues: await colleaguesOf(context.db, who.member) } satisfies StaffColleagues;
  });
}
