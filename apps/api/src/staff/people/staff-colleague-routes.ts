import type { FastifyInstance } from 'fastify';
import { staffApiPaths, type StaffColleagues } from '@agency/staff-contract';
import { unaudited, type StaffContext } from '../sign-in/staff-context.ts';
import { colleaguesOf } from './staff-colleagues.ts';

/** The assignee filter's choices: the caller's colleagues, named by id (for the URL) and address (for the screen). */
export function staffColleagueRoutes(app: FastifyInstance, context: StaffContext): void {
  app.get(staffApiPaths.colleagues, unaudited('colleagues, nothing of a lead'), async ({ who }) => {
    return { colleagues: await colleaguesOf(context.db, who.member) } satisfies StaffColleagues;
  });
}
