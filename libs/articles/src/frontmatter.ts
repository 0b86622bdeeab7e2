import { z } from 'zod';

// A date and time with its zone ('2025-09-18T09:30:00+05:30' or '…Z'), as BlogPosting's
// datePublished wants it: a date alone would be read in whatever zone a crawler picks.
const dateTime = z.iso.datetime({ offset: true });

/** A slug as it appears in a URL: lower-case words joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z
  .string()
  .regex(slugPattern, 'must be lower-case words joined by hyphens, like local-seo-basics');

const text = z.string().trim().min(1, 'must not be empty');

/** The frontmatter of an article, every field named: an unknown one is a typo, so it fails. */
export const frontmatterSchema = z.strictObject({
  title: text,
  description: text.max(200, 'must be at most 200 characters (search results cut it)'),
  /** Defaults to the file's name without `.md`. */
  slug: slug.optional(),
  /** A member of the team section (libs/content/src/pages/shared/team.ts), by name. */
  author: text,
  published: dateTime,
  /** Defaults to `published`. */
  updated: dateTime.optional(),
  category: text,
  /**
   * A JPEG or PNG beside the file, by its name ('hero.jpg'; its size is read from it), or an
   * SVG of the public folder by its path from the site root, with its size.
   */
  hero: z.strictObject({
    src: z
      .string()
      .regex(
        /^(?:\/\S+\.svg|(?:\.\/)?[a-z0-9-]+\.(?:jpe?g|png))$/,
        'must be a JPEG or PNG beside the article (hero.jpg) or an SVG from the site root (/images/blog/x.svg)',
      ),
    alt: z.string(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
  }),
  editorsPick: z.boolean().default(false),
  draft: z.boolean().default(false),
  /** The slug of the same article in the other region's collection. */
  translation: slug.optional(),
});

export type Frontmatter = z.output<typeof frontmatterSchema>;
