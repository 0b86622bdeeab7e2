import { describe, expect, it } from 'vitest';
import { indiaBranch, indiaRegion, ukHeadquarters, ukRegion } from '@agency/content';
import { loadPositions } from '@agency/positions';
import { jobPosting } from './job-posting.ts';

const urlOf = (path: string) => `https://x.test${path}`;
const positionIn = (folder: string, location: string) =>
  loadPositions({
    [`libs/collections/${folder}/positions/role.md`]: [
      '---',
      'title: Role',
      'summary: A role.',
      `location:${location}`,
      'employmentType: FULL_TIME',
      `salary: { currency: ${folder === 'in' ? 'INR' : 'GBP'}, min: 1, max: 2, unit: YEAR }`,
      'datePosted: 2026-11-02',
      'validThrough: 2027-01-31T23:59:00+00:00',
      '---',
      '',
      '## What you will do\n\n- Things.\n\n## What you will need\n\n- Skills.',
      '',
    ].join('\n'),
  })[0]!;

describe('jobPosting', () => {
  it('places an office or hybrid position at its office’s full postal address', () => {
    const hybrid = positionIn(
      'uk',
      '\n  type: hybrid\n  city: London\n  region: Greater London\n  country: GB',
    );
    expect(jobPosting(ukRegion, hybrid, urlOf)).toMatchObject({
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: ukHeadquarters.streetAddress,
          addressLocality: 'London',
          addressRegion: 'Greater London',
          postalCode: ukHeadquarters.postalCode,
          addressCountry: 'GB',
        },
      },
    });
    expect(jobPosting(ukRegion, hybrid, urlOf)).not.toHaveProperty('jobLocationType');
    const office = positionIn(
      'in',
      '\n  type: office\n  city: Noida\n  region: Uttar Pradesh\n  country: IN',
    );
    expect(jobPosting(indiaRegion, office, urlOf)).toMatchObject({
      jobLocation: {
        address: { streetAddress: indiaBranch.streetAddress, postalCode: indiaBranch.postalCode },
      },
    });
  });

  it('gives a remote position TELECOMMUTE with the countries applicants may live in, and no place', () => {
    const remote = positionIn('in', '\n  type: remote\n  countries: [IN]');
    const posting = jobPosting(indiaRegion, remote, urlOf);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'Country', name: 'India' }],
    });
    expect(posting).not.toHaveProperty('jobLocation');
  });
});
