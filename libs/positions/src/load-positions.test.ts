import { CollectionError, problemLine } from '@agency/articles/collection';
import { sourcesOnDisk } from '@agency/articles/sources-on-disk';
import { describe, expect, it } from 'vitest';
import { isOpen, loadPositions, openPositions } from './load-positions.ts';
import { positionFile } from './position-fixtures.ts';

const dir = 'libs/collections/uk/positions';

/** The problems a collection is refused with, as the build log prints them. */
function problemsOf(sources: Record<string, string>): string[] {
  try {
    loadPositions(sources);
  } catch (error) {
    if (error instanceof CollectionError) return error.problems.map((p) => problemLine(p));
    throw error;
  }
  throw new Error('the collection was accepted');
}

describe('loadPositions', () => {
  it('reads a file: slug from its name, location, salary, dates and the body', () => {
    const [position] = loadPositions({ [`${dir}/web-development.md`]: positionFile() });
    expect(position).toMatchObject({
      file: `${dir}/web-development.md`,
      slug: 'web-development',
      title: 'Web Development',
      location: { type: 'office', city: 'London', region: 'Greater London', country: 'GB' },
      employmentType: 'FULL_TIME',
      salary: { currency: 'GBP', min: 45000, max: 60000, unit: 'YEAR' },
      datePosted: '2026-11-02',
      validThrough: '2027-01-31T23:59:00+00:00',
    });
    expect(position!.body).toContain('## What you will need');
    const remote = loadPositions({
      [`${dir}/a.md`]: positionFile({ location: '\n  type: remote\n  countries: [GB, IE]' }),
    });
    expect(remote[0]!.location).toEqual({ type: 'remote', countries: ['GB', 'IE'] });
  });

  it('names the file, the field and the reason: a missing field, an unknown one, a bad date', () => {
    expect(
      problemsOf({
        [`${dir}/a.md`]: positionFile({ employmentType: undefined, salry: '1' }),
        [`${dir}/b.md`]: positionFile({ title: 'B', datePosted: '2 November' }),
        [`${dir}/c.md`]: positionFile({ title: 'C', validThrough: '2027-01-31' }),
      }),
    ).toEqual([
      `${dir}/a.md:1: employmentType: missing field`,
      `${dir}/a.md:16: salry: unknown field`,
      `${dir}/b.md:15: datePosted: bad date: write the day, like 2026-11-02`,
      `${dir}/c.md:16: validThrough: bad date: write a date and time with its zone, like 2025-09-18T09:30:00+05:30`,
    ]);
  });

  it('refuses a duplicate slug or title, a closing before posting, a salary upside down, a missing section', () => {
    expect(
      problemsOf({
        [`${dir}/a.md`]: positionFile(),
        [`${dir}/b.md`]: positionFile({ slug: 'a', title: 'Other' }),
        [`${dir}/c.md`]: positionFile({ validThrough: '2026-11-01T09:00:00+00:00' }),
        [`${dir}/d.md`]: positionFile(
          { title: 'D', salary: '\n  currency: GBP\n  min: 9\n  max: 8\n  unit: HOUR' },
          '## What you will do\n\n- Things.\n',
        ),
      }),
    ).toEqual([
      `${dir}/b.md:17: slug: duplicate slug "a": ${dir}/a.md has it too`,
      `${dir}/c.md:2: title: duplicate title "Web Development": ${dir}/a.md has it too`,
      `${dir}/c.md:16: validThrough: bad date: not after datePosted`,
      `${dir}/d.md:12: salary.min: must not be more than salary.max`,
      `${dir}/d.md:18: body: must have the sections "## What you will do" and "## What you will need"`,
    ]);
  });

  it('says in its message which kind of file is bad', () => {
    expect(() => loadPositions({ [`${dir}/a.md`]: positionFile({ title: undefined }) })).toThrow(
      `A position is not valid (docs/content.md):\n  ${dir}/a.md:1: title: missing field`,
    );
  });

  it('a position is open until its validThrough instant, and closed after it', () => {
    const positions = loadPositions({ [`${dir}/a.md`]: positionFile() });
    const closes = Date.parse('2027-01-31T23:59:00Z');
    expect(isOpen(positions[0]!, new Date(closes))).toBe(true);
    expect(openPositions(positions, new Date(closes + 1))).toEqual([]);
  });

  it("fails a position that still holds the generator's placeholder, naming each field and the body, with its other problems", () => {
    const reason =
      'still has the placeholder "TODO" from npm run new:position: write the real text (a position is live from the next build)';
    expect(
      problemsOf(
        sourcesOnDisk({
          [`${dir}/a.md`]: positionFile(
            {
              summary: '"TODO: one sentence on the role, at most 200 characters."',
              // Where the schema wants a number: said once, as the placeholder it is.
              salary: '\n  currency: GBP\n  min: TODO\n  max: 60000\n  unit: YEAR',
            },
            '## What you will do\n\n- TODO: one line each.\n\n## What you will need\n\n- TypeScript.\n',
          ),
          // With another problem: the team learns everything at once.
          [`${dir}/c.md`]: positionFile({
            title: 'C',
            summary: 'TODO',
            salary: '\n  currency: INR\n  min: 9\n  max: 10\n  unit: HOUR',
          }),
          // Closed too: every file is checked, and "todo" in prose is prose.
          [`${dir}/b.md`]: positionFile({
            title: 'B',
            summary: 'Clear the todo list of our clients.',
            validThrough: '2026-11-03T00:00:00+00:00',
          }),
        }),
      ),
    ).toEqual([
      `${dir}/a.md:3: summary: ${reason}`,
      `${dir}/a.md:12: salary.min: ${reason}`,
      `${dir}/a.md:21: body: ${reason}`,
      `${dir}/c.md:3: summary: ${reason}`,
      `${dir}/c.md:11: salary.currency: must be GBP for a position in the UK, not INR`,
    ]);
  });

  it("fails a salary in another currency than its region's: INR in India, GBP in the UK", () => {
    const india = 'libs/collections/in/positions';
    const rupees = '\n  currency: INR\n  min: 900000\n  max: 1200000\n  unit: YEAR';
    const location = '\n  type: office\n  city: Noida\n  region: Uttar Pradesh\n  country: IN';
    // Each region's collection is read on its own, as the site and the API read it.
    expect(problemsOf(sourcesOnDisk({ [`${dir}/a.md`]: positionFile({ salary: rupees }) }))).toEqual([
      `${dir}/a.md:11: salary.currency: must be GBP for a position in the UK, not INR`,
    ]);
    expect(
      problemsOf(
        sourcesOnDisk({
          [`${india}/a.md`]: positionFile({ location }),
          [`${india}/b.md`]: positionFile({ title: 'B', location, salary: rupees }),
        }),
      ),
    ).toEqual([`${india}/a.md:11: salary.currency: must be INR for a position in India, not GBP`]);
    expect(problemsOf(sourcesOnDisk({ 'libs/collections/fr/positions/c.md': positionFile() }))).toEqual([
      'libs/collections/fr/positions/c.md:11: salary.currency: cannot tell the region: a position lives in libs/collections/<in or uk>/positions',
    ]);
  });

  describe('against the offices', () => {
    const offices = [{ locality: 'London', region: 'Greater London', country: 'GB' }];
    const refused = (sources: Record<string, string>) => {
      try {
        loadPositions(sources, { offices });
      } catch (error) {
        if (error instanceof CollectionError) return error.problems.map((p) => problemLine(p));
        throw error;
      }
      return [];
    };

    it('takes an office or hybrid position at an office, and refuses one anywhere else', () => {
      expect(refused({ [`${dir}/a.md`]: positionFile() })).toEqual([]);
      const leeds = '\n  type: hybrid\n  city: Leeds\n  region: West Yorkshire\n  country: GB';
      expect(refused({ [`${dir}/a.md`]: positionFile({ location: leeds }) })).toEqual([
        `${dir}/a.md:6: location.city: Leeds, West Yorkshire, GB is none of our offices (London, Greater London, GB): an office or hybrid position is at one of them`,
      ]);
    });

    it('refuses a remote position with days at an office, which search engines would file as never there', () => {
      const remote = '\n  type: remote\n  countries: [GB]';
      const body = (line: string) =>
        `## What you will do\n\n- Build pages.\n\n## What you will need\n\n- ${line}\n`;
      expect(
        refused({
          [`${dir}/a.md`]: positionFile(
            { location: remote },
            body('Living in the UK: the role is remote, with a team day in London each month.'),
          ),
          [`${dir}/b.md`]: positionFile(
            { title: 'B', location: remote },
            body('Clients across London and beyond.'),
          ),
        }),
      ).toEqual([
        `${dir}/a.md:5: location.type: remote, yet it has days at our London office ("Living in the UK: the role is remote, with a team day in London each month."): make it type: hybrid at that office, as search engines take remote to mean never at an office`,
      ]);
    });
  });
});
