import type { CheerioAPI } from 'cheerio';
import { load } from 'cheerio';

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const squash = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A position's own page: /Careers/<slug> in either tree. The only place a JobPosting may be. */
export const positionPagePath = /^(\/uk)?\/Careers\/[^/]+$/;

function jobPostings(value: unknown): Node[] {
  const nodes = Array.isArray(value)
    ? value
    : isObject(value) && Array.isArray(value['@graph'])
      ? value['@graph']
      : [value];
  return nodes.filter((node): node is Node => isObject(node) && node['@type'] === 'JobPosting');
}

/**
 * A JobPosting's problems on its page, as Google for Jobs reads it: the required properties
 * (title, description, datePosted, hiringOrganization, jobLocation with addressCountry or
 * TELECOMMUTE with applicantLocationRequirements), an office's address with its street and postal
 * code, a validThrough still ahead of `now`, only on a
 * position's own page, and what it says shown there (title, dates, each line of the description).
 */
export function jobPostingProblems(value: unknown, path: string, $: CheerioAPI, now: Date): string[] {
  const problems: string[] = [];
  for (const job of jobPostings(value)) {
    if (!positionPagePath.test(path)) {
      problems.push("a JobPosting is only for a position's own page (/Careers/<slug>), not a listing");
      continue;
    }
    for (const key of ['title', 'description', 'datePosted', 'validThrough', 'employmentType'])
      if (!text(job[key])) problems.push(`JobPosting has no ${key}`);
    const organization = job['hiringOrganization'];
    if (!isObject(organization) || !text(organization['name']))
      problems.push('JobPosting has no hiringOrganization name');
    const place = job['jobLocation'];
    const address = isObject(place) ? place['address'] : undefined;
    const remote =
      job['jobLocationType'] === 'TELECOMMUTE' &&
      Array.isArray(job['applicantLocationRequirements']) &&
      job['applicantLocationRequirements'].length > 0;
    if (!remote && !(isObject(address) && text(address['addressCountry'])))
      problems.push(
        'JobPosting has neither jobLocation.address.addressCountry nor TELECOMMUTE with applicantLocationRequirements',
      );
    // A place of work is an office's full postal address, as its LocalBusiness gives it.
    if (isObject(address))
      for (const key of ['streetAddress', 'postalCode'])
        if (!text(address[key])) problems.push(`JobPosting's jobLocation.address has no ${key}`);
    if (!isObject(job['baseSalary'])) problems.push('JobPosting has no baseSalary');
    if (!isObject(job['identifier'])) problems.push('JobPosting has no identifier');
    if (job['directApply'] !== true) problems.push('JobPosting has no directApply: true');
    const validThrough = text(job['validThrough']);
    if (validThrough && !(Date.parse(validThrough) > now.getTime()))
      problems.push(
        `JobPosting's validThrough ${validThrough} has passed: an open position's page must not be built`,
      );
    // What it says, shown on the page.
    const title = text(job['title']);
    if (title && squash($('h1').first().text()) !== title)
      problems.push(`JobPosting's title "${title}" is not the page's h1`);
    for (const key of ['datePosted', 'validThrough']) {
      const value = text(job[key]);
      if (value && $(`time[datetime="${value}"]`).length === 0)
        problems.push(`JobPosting's ${key} ${value} is not shown as a <time> on the page`);
    }
    const page = squash($('main').text() || $('body').text());
    const description = text(job['description']);
    if (description)
      load(description)('li, p, h2, h3').each((_, el) => {
        const line = squash(load(el)('*').first().text());
        if (line && !page.includes(line))
          problems.push(`JobPosting's description says "${line}", which the page does not show`);
      });
  }
  return problems;
}
