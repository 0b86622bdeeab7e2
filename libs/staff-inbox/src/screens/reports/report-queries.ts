import { queryOptions } from '@tanstack/react-query';
import { reportCsvPath, reportPath, type ReportAnswer, type ReportName, type ReportQuery } from '@agency/staff-contract';
import { queryString } from '../../api/keyset-pages.ts';
import { staffFetch } from '../../api/staff-fetch.ts';

/** A report's figures and table for a range (counts, nobody's data: a minute's cache is fine). */
export const reportQuery = <Figures>(name: ReportName, query: ReportQuery) =>
  queryOptions({
    queryKey: ['report', name, query],
    queryFn: () => staffFetch<ReportAnswer<Figures>>(`${reportPath(name)}${queryString(query)}`),
    staleTime: 60_000,
  });

/** The same table as CSV, written by the server: a plain GET the browser downloads. */
export const reportCsvHref = (name: ReportName, query: ReportQuery) => `${reportCsvPath(name)}${queryString(query)}`;
