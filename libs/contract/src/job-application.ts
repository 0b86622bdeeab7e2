import { z } from 'zod';
import { limits } from './limits.ts';
import { jobCountries } from './options.ts';
import { emailAddress, requiredText, storableText } from './text-rules.ts';

/**
 * What a position is on the wire: its title, as its region's collection file names it
 * (libs/collections/<region>/positions, which checks its titles with this). Which titles are
 * open changes with the files, so the API checks that against them, not this schema.
 */
export const jobPositionTitle = requiredText(limits.positionTitle);

/** A date as `<input type="date">` sends it (YYYY-MM-DD), or nothing. */
const isoDateOrEmpty = z.union([z.literal(''), z.iso.date({ error: 'Must be a date (YYYY-MM-DD).' })]);

/**
 * POST /api/careers/application, multipart with the CV (docs/spec-deviations.md):
 * the Careers page's job application. The requirements' fields, with first
 * and last name, email and position required; a cover note; the candidate
 * privacy notice acknowledged (required); and whether the CV may be kept on
 * file for other roles (optional, unticked by default). The CV itself is the
 * multipart file `uploadFields.cv`, checked by its bytes, not by this schema.
 */
export const jobApplicationSchema = z.strictObject({
  firstName: requiredText(limits.name),
  lastName: requiredText(limits.name),
  email: emailAddress,
  phone: storableText(limits.phone),
  streetAddress: storableText(limits.address),
  city: storableText(limits.name),
  region: storableText(limits.name),
  postalCode: storableText(limits.postalCode),
  country: z.enum(jobCountries),
  position: jobPositionTitle,
  startDate: isoDateOrEmpty,
  coverNote: storableText(limits.message),
  privacyAcknowledged: z.literal(true, { error: 'The privacy notice must be acknowledged.' }),
  keepOnFile: z.boolean(),
});

export type JobApplication = z.infer<typeof jobApplicationSchema>;
