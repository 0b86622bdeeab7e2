import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import type { ArticleProblem } from './article-problems.ts';
import { holdsPlaceholder, placeholderFields, placeholderMarker } from './placeholder.ts';
import { sourceLines, type SourceLines } from './source-lines.ts';

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

const fence = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as never)[key] : undefined),
    data,
  );
}

function reasonOf(issue: z.core.$ZodIssue, data: unknown): string {
  // Whatever the field's type (text, a choice, a union), nothing there is a missing field.
  if (issue.code !== 'custom' && valueAt(data, issue.path) === undefined) return 'missing field';
  if (issue.code === 'invalid_format' && issue.format === 'datetime')
    return 'bad date: write a date and time with its zone, like 2025-09-18T09:30:00+05:30';
  return issue.message;
}

/** When a collection refuses the generators' placeholder (placeholder.ts), and what it tells the author. */
export interface PlaceholderRule {
  /** Given the file's parsed YAML: whether this file goes live, so must hold no placeholder. */
  refusedIn: (data: unknown) => boolean;
  reason: string;
}

/** What a file that parsed gives: its frontmatter, its body, and where each part is. */
export interface ParsedFile<Frontmatter> {
  frontmatter: Frontmatter;
  body: string;
  placeholders: ArticleProblem[];
  lines: SourceLines;
}

// A YAML error's own words without its position (the frontmatter's, not the file's): the
// message names the file's line instead.
const yamlReason = (message: string) =>
  (message.split('\n')[0] ?? '').replace(/\s*at line \d+, column \d+:?\s*$/, '');

/**
 * Splits a Markdown file into its frontmatter (YAML between `---` lines at
 * the top) and its body, and checks the frontmatter against a collection's
 * schema (an article's, a position's): every problem with its line, field and
 * reason. With a placeholder rule, a file that goes live and still holds the
 * generators' placeholder gets a problem for each field (or 'body') holding
 * it: beside the frontmatter when the schema passes, so the collection goes on
 * to check the rest of the file and the author learns everything at once.
 */
export function parseFrontmatter<Schema extends z.ZodType>(
  schema: Schema,
  file: string,
  source: string,
  placeholders?: PlaceholderRule,
): ParsedFile<z.output<Schema>> | { problems: ArticleProblem[] } {
  const match = fence.exec(source);
  if (!match)
    return {
      problems: [
        { file, line: 1, field: 'frontmatter', reason: 'missing: the file must start with a --- line' },
      ],
    };
  const counter = new LineCounter();
  // The YAML 1.2 core schema: a date stays the text written, so its zone is never lost.
  const document = parseDocument(match[1] ?? '', { schema: 'core', uniqueKeys: true, lineCounter: counter });
  if (document.errors.length > 0) {
    // The first error: the rest often follow from it. Its line is the file's, with the line itself.
    const error = document.errors[0]!;
    const line = (error.linePos?.[0].line ?? 0) + 1;
    const excerpt = source.split(/\r?\n/)[line - 1]?.trim() ?? '';
    return {
      problems: [
        {
          file,
          line,
          field: 'frontmatter',
          reason: `not YAML: ${yamlReason(error.message)}${excerpt ? `, in "${excerpt}"` : ''}`,
        },
      ],
    };
  }
  const lines = sourceLines(document, counter, match[0].split('\n').length);
  const data: unknown = document.toJS();
  const body = source.slice(match[0].length);
  const bodyPlaceholderLine = body.split('\n').findIndex((text) => holdsPlaceholder(text)) + 1;
  const placeholderProblems: ArticleProblem[] =
    placeholders && placeholders.refusedIn(data)
      ? [
          ...placeholderFields(data).map((field) => ({ file, line: lines.field(field), field })),
          ...(bodyPlaceholderLine > 0
            ? [{ file, line: lines.body(bodyPlaceholderLine), field: 'body' }]
            : []),
        ].map((problem) => ({ ...problem, reason: placeholders.reason }))
      : [];
  // A placeholder where the schema wants a number (salary.min: TODO) is said once, as a placeholder.
  const placeheld = new Set(placeholderProblems.map((problem) => problem.field));
  const parsed = schema.safeParse(data);
  const problem = (path: readonly PropertyKey[], reason: string): ArticleProblem => {
    const field = path.join('.') || 'frontmatter';
    return { file, line: lines.field(field), field, reason };
  };
  const schemaProblems: ArticleProblem[] = parsed.success
    ? []
    : parsed.error.issues
        .flatMap((issue) =>
          issue.code === 'unrecognized_keys'
            ? issue.keys.map((key) => problem([...issue.path, key], 'unknown field'))
            : [problem(issue.path, reasonOf(issue, data))],
        )
        .filter((found) => !placeheld.has(found.field));
  if (!parsed.success) return { problems: [...schemaProblems, ...placeholderProblems] };
  return { frontmatter: parsed.data, body, placeholders: placeholderProblems, lines };
}

// A draft may hold the placeholder while it is written; any other article is published, now or
// on its date, by a build nobody watches.
const articlePlaceholders: PlaceholderRule = {
  refusedIn: (data) => (data as { draft?: unknown } | null)?.draft !== true,
  reason: `still has the placeholder "${placeholderMarker}" from npm run new:article: write the real text, or keep draft: true`,
};

/** An article file's frontmatter, checked against the article schema, and its body. */
export function readFrontmatter(
  file: string,
  source: string,
): ParsedFile<Frontmatter> | { problems: ArticleProblem[] } {
  return parseFrontmatter(frontmatterSchema, file, source, articlePlaceholders);
}
