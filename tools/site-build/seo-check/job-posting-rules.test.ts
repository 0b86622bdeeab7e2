import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { jobPostingProblems } from './job-posting-rules.ts';

const now = new Date('2026-11-26T12:00:00Z');
const job = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Web Design',
  description: '<h2>What you will do</h2><ul><li>Design pages.</li></ul>',
  datePosted: '2026-10-20',
  validThrough: '2027-12-31T23:59:00+00:00',
  employmentType: 'FULL_TIME',
  hiringOrganization: { '@type': 'Organization', name: 'Agency' },
  jobLocation: {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '71 Shelton Street',
      addressLocality: 'London',
      postalCode: 'WC2H 9JQ',
      addressCountry: 'GB',
    },
  },
  baseSalary: { '@type': 'MonetaryAmount', currency: 'GBP' },
  identifier: { '@type': 'PropertyValue', value: 'web-design' },
  directApply: true,
};
const page = load(
  '<main><h1>Web Design</h1><time datetime="2026-10-20">20 October 2026</time>' +
    '<time datetime="2027-12-31T23:59:00+00:00">31 December 2027</time><h2>What you will do</h2><ul><li>Design pages.</li></ul></main>',
);

describe('jobPostingProblems', () => {
  it('takes a JobPosting with what Google for Jobs needs, shown on its own page', () => {
    expect(jobPostingProblems(job, '/uk/Careers/web-design', page, now)).toEqual([]);
  });

  it('refuses an office or hybrid position whose address has no street or postal code', () => {
    const cityOnly = { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' };
    expect(
      jobPostingProblems(
        { ...job, jobLocation: { '@type': 'Place', address: cityOnly } },
        '/uk/Careers/web-design',
        page,
        now,
      ),
    ).toEqual([
      "JobPosting's jobLocation.address has no streetAddress",
      "JobPosting's jobLocation.address has no postalCode",
    ]);
  });

  it('refuses it on a listing, past its validThrough, without a location, or saying what the page does not', () => {
    expect(jobPostingProblems(job, '/uk/Careers', page, now)).toEqual([
      "a JobPosting is only for a position's own page (/Careers/<slug>), not a listing",
    ]);
    const { jobLocation: _where, ...nowhere } = job;
    expect(
      jobPostingProblems(
        { ...nowhere, title: 'SEO', description: '<ul><li>Write copy.</li></ul>' },
        '/Careers/web-design',
        page,
        new Date('2028-01-01T00:00:00Z'),
      ),
    ).toEqual([
      'JobPosting has neither jobLocation.address.addressCountry nor TELECOMMUTE with applicantLocationRequirements',
      "JobPosting's validThrough 2027-12-31T23:59:00+00:00 has passed: an open position's page must not be built",
      'JobPosting\'s title "SEO" is not the page\'s h1',
      'JobPosting\'s description says "Write copy.", which the page does not show',
    ]);
  });
});
