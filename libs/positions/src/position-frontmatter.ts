import { slugPattern } from '@agency/articles/frontmatter';
import { jobPositionTitle, type Region } from '@agency/contract';
import { z } from 'zod';

const text = z.string().trim().min(1, 'must not be empty');
// validThrough is an instant: with its zone, so "closes at the end of the 31st" means the same everywhere.
const dateTime = z.iso.datetime({ offset: true });
const date = z.iso.date({ error: 'bad date: write the day, like 2026-11-02' });
const country = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter ISO country code, like IN or GB');

/** Where the work is: an office, partly an office (hybrid), or anywhere in the countries named. */
export const positionLocationSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal(['office', 'hybrid']), city: text, region: text, country }),
  z.strictObject({ type: z.literal('remote'), countries: z.array(country).min(1, 'must name a country') }),
]);

/** schema.org's employmentType values Google for Jobs reads. */
export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;
/** schema.org's QuantitativeValue unitText values for a salary. */
export const salaryUnits = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
/** The currency each region pays in: a position of its collection states its salary in it. */
export const regionCurrencies = { in: 'INR', uk: 'GBP' } as const satisfies Record<Region, string>;
/** The currencies our regions pay in. */
export const salaryCurrencies = Object.values(regionCurrencies) as [
  (typeof regionCurrencies)[Region],
  ...(typeof regionCurrencies)[Region][],
];

/** A position's frontmatter, every field named: an unknown one is a typo, so it fails. */
export const positionFrontmatterSchema = z.strictObject({
  /** What the job application form offers and sends, and the API accepts: unique in its region. */
  title: jobPositionTitle,
  /** What search results and link previews show. */
  summary: text.max(200, 'must be at most 200 characters (search results cut it)'),
  /** Defaults to the file's name without `.md`. */
  slug: z
    .string()
    .regex(slugPattern, 'must be lower-case words joined by hyphens, like seo-specialist')
    .optional(),
  location: positionLocationSchema,
  employmentType: z.enum(employmentTypes),
  salary: z.strictObject({
    currency: z.enum(salaryCurrencies),
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    unit: z.enum(salaryUnits),
  }),
  datePosted: date,
  validThrough: dateTime,
});

export type PositionFrontmatter = z.output<typeof positionFrontmatterSchema>;
export type PositionLocation = z.output<typeof positionLocationSchema>;
