import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  reportCsvFileName,
  reportCsvPath,
  reportNames,
  reportPath,
  reportQuerySchema,
  type ReportAnswer,
  type ReportName,
  type ReportQuery,
  type StaffApiError,
} from '@agency/staff-contract';
import { csvOf } from '../../leads/leads-csv.ts';
import { unaudited, type StaffContext } from '../sign-in/staff-context.ts';
import type { StaffMemberRow } from '../sign-in/staff-member.ts';
import { firstResponse } from './first-response.ts';
import { hiringFunnel } from './hiring-funnel.ts';
import { leadSources } from './lead-sources.ts';
import { leadsPerWeek } from './leads-per-week.ts';
import { reportScope } from './report-scope.ts';
import { reportDatabase } from './report-tables.ts';

type Compute = (
  context: StaffContext,
  member: StaffMemberRow,
  query: ReportQuery,
) => Promise<ReportAnswer<object>>;

const reports: Record<ReportName, Compute> = {
  'leads-per-week': (context, member, query) =>
    leadsPerWeek(reportDatabase(context.db), context.engine, reportScope(member, query)),
  sources: (context, member, query) => leadSources(reportDatabase(context.db), reportScope(member, query)),
  'hiring-funnel': (context, member, query) =>
    hiringFunnel(reportDatabase(context.db), reportScope(member, query)),
  'first-response': (context, member, query) =>
    firstResponse(reportDatabase(context.db), context.engine, reportScope(member, query)),
};

/**
 * The reports, as JSON and as CSV (the table's cells through the exports'
 * formula-safe writer): to any signed-in member (the members' group), each
 * counting only the leads they may open. They hold counts, never a lead's personal data, so
 * reading them is not written to the audit log.
 */
export function reportRoutes(app: FastifyInstance, context: StaffContext): void {
  const read = async (name: ReportName, request: FastifyRequest, reply: FastifyReply) => {
    const query = reportQuerySchema.safeParse(request.query);
    if (!query.success) {
      const message = query.error.issues.find((issue) => issue.code === 'custom')?.message;
      void reply.code(400).send({
        message: message ?? 'Ask for a report by from and to (days) and a region only.',
      } satisfies StaffApiError);
      return undefined;
    }
    return { query: query.data, answer: await reports[name](context, request.who.member, query.data) };
  };
  const unread = unaudited('counts, never a lead’s personal data');
  for (const name of reportNames) {
    app.get(reportPath(name), unread, async (request, reply) => {
      const report = await read(name, request, reply);
      return report ? report.answer : reply;
    });
    app.get(reportCsvPath(name), unread, async (request, reply) => {
      const report = await read(name, request, reply);
      if (!report) return reply;
      const { columns, rows } = report.answer.table;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportCsvFileName(name, report.query)}"`)
        .send(csvOf([columns, ...rows]));
    });
  }
}
