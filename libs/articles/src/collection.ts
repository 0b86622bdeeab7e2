import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { holdsPlaceholder, placeholderFields } from './placeholder.ts';
import { sourceLines, type SourceLines } from './source-lines.ts';

/** One thing wrong with one collection file: where (the file and its line), which field, and why. */
export interface CollectionProblem {
  /** The file's path from the workspace root. */
  file: string;
  /** The line of the file (1 is the opening `---`): the field's, the body's, or the file's first. */
  line: number;
  /** The frontmatter field ('hero.alt'), or 'frontmatter' / 'body' / 'file' for the file as a whole. */
  field: string;
  reason: string;
}

/** A problem as a build log prints it: `path:line: field: reason`, which editors and terminals open at the line. */
export function problemLine(problem: CollectionProblem): string {
  return `${problem.file}:${problem.line}: ${problem.field}: ${problem.reason}`;
}

/** What a collection's files are called in its error ('An article is', 'Articles are'), and the page on writing them. */
export interface CollectionNames {
  one: string;
  many: string;
  docs?: string;
}

/**
 * Thrown when a collection has bad files: every problem of every file at
 * once, one line each, so a build log tells the author all they must fix.
 */
export class CollectionError extends Error {
  readonly problems: readonly CollectionProblem[];

  constructor(problems: readonly CollectionProblem[], names: CollectionNames) {
    super(
      `${problems.length === 1 ? names.one : names.many} not valid (${names.docs ?? 'docs/content.md'}):\n${problems
        .map((p) => `  ${problemLine(p)}`)
        .join('\n')}`,
    );
    this.name = 'CollectionError';
    this.problems = problems;
  }
}

/** When a collection refuses the generators' placeholder (placeholder.ts), and what it tells the author. */
export interface PlaceholderRule {
  /** Given the file's parsed YAML: whether this file goes live, so must hold no placeholder. */
  refusedIn: (data: unknown) => boolean;
  reason: string;
}

/** A file whose frontmatter is YAML, as a collection's `entry` is given it. */
export interface CollectionFile<Frontmatter> {
  file: string;
  /** The file's name without `.md`: an entry's slug, unless its frontmatter sets one. */
  name: string;
  /** As the schema gives it; undefined when the schema refused it (those problems are the file's already). */
  frontmatter: Frontmatter | undefined;
  /** The YAML as written, for a collection that checks on whatever the schema said. */
  data: unknown;
  body: string;
  lines: SourceLines;
  /** A problem of this file, on the line of the field. */
  problem(field: string, reason: string): CollectionProblem;
  /** The file that has this value of a field already (a slug, a title); else the value is this file's from now on. */
  claim(field: string, value: string): string | undefined;
}

/**
 * A kind of content, as Astro's `defineCollection` has it: its files'
 * frontmatter schema and how a file becomes an entry. The loader splits each
 * file, checks it and names every problem `file:line: field: reason`, alike
 * for articles, positions and answer templates.
 */
export interface Collection<Schema extends z.ZodType, Entry> {
  names: CollectionNames;
  schema: Schema;
  placeholders?: PlaceholderRule;
  /** Why a file is not where the collection's files live, when it is not: nothing more of it is read. */
  misplaced?(file: string): string | undefined;
  /** Said after a YAML error's own words, instead of the line quoted. */
  yamlHint?: string;
  /** Each file's problems in the order of their lines, the order an author fixes them in (else as found). */
  byLine?: boolean;
  /** The entry a file gives, or what else is wrong with it. Called in the order of the files' paths. */
  entry(file: CollectionFile<z.output<Schema>>): Entry | CollectionProblem[];
}

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

// A YAML error's own words without its position (the frontmatter's, not the file's): the
// message names the file's line instead.
const yamlReason = (message: string) =>
  (message.split('\n')[0] ?? '').replace(/\s*at line \d+, column \d+:?\s*$/, '');

/**
 * Splits a Markdown file into its frontmatter (YAML between `---` lines at
 * the top) and its body, and checks the frontmatter against the collection's
 * schema: every problem with its line, field and reason. With a placeholder
 * rule, a file that goes live and still holds the generators' placeholder gets
 * a problem for each field (or 'body') holding it, beside the schema's, so
 * the author learns everything at once.
 */
function readFile<Schema extends z.ZodType>(
  collection: Collection<Schema, unknown>,
  file: string,
  source: string,
  claimed: Map<string, string>,
): { problems: CollectionProblem[]; read?: CollectionFile<z.output<Schema>> } {
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
    const after = collection.yamlHint ? ` ${collection.yamlHint}` : excerpt ? `, in "${excerpt}"` : '';
    return {
      problems: [
        { file, line, field: 'frontmatter', reason: `not YAML: ${yamlReason(error.message)}${after}` },
      ],
    };
  }
  const lines = sourceLines(document, counter, match[0].split('\n').length);
  const problem = (field: string, reason: string) => ({ file, line: lines.field(field), field, reason });
  const data: unknown = document.toJS();
  const body = source.slice(match[0].length);
  const bodyPlaceholderLine = body.split('\n').findIndex((text) => holdsPlaceholder(text)) + 1;
  const { placeholders } = collection;
  const placeholderProblems: CollectionProblem[] =
    placeholders && placeholders.refusedIn(data)
      ? [
          ...placeholderFields(data).map((field) => ({ file, line: lines.field(field), field })),
          ...(bodyPlaceholderLine > 0
            ? [{ file, line: lines.body(bodyPlaceholderLine), field: 'body' }]
            : []),
        ].map((found) => ({ ...found, reason: placeholders.reason }))
      : [];
  // A placeholder where the schema wants a number (salary.min: TODO) is said once, as a placeholder.
  const placeheld = new Set(placeholderProblems.map((found) => found.field));
  const parsed = collection.schema.safeParse(data);
  const schemaProblems: CollectionProblem[] = parsed.success
    ? []
    : parsed.error.issues
        .flatMap((issue) =>
          issue.code === 'unrecognized_keys'
            ? issue.keys.map((key) => problem([...issue.path, key].join('.'), 'unknown field'))
            : [problem(issue.path.join('.') || 'frontmatter', reasonOf(issue, data))],
        )
        .filter((found) => !placeheld.has(found.field));
  const frontmatter = parsed.success ? (parsed.data as z.output<Schema>) : undefined;
  return {
    problems: [...schemaProblems, ...placeholderProblems],
    read: {
      file,
      name: (file.split('/').at(-1) ?? file).replace(/\.md$/, ''),
      frontmatter,
      data,
      body,
      lines,
      problem,
      claim(field, value) {
        const key = `${field}\n${value}`;
        const other = claimed.get(key);
        if (!other) claimed.set(key, file);
        return other;
      },
    },
  };
}

/**
 * Reads a collection (file path -> Markdown with frontmatter), checks every
 * file and returns its entries, in the order of their files' paths. Any bad
 * file throws a CollectionError naming each file, line, field and reason:
 * the build (or the API's start) fails rather than publish a hole.
 */
export function loadCollection<Schema extends z.ZodType, Entry>(
  sources: Record<string, string>,
  collection: Collection<Schema, Entry>,
): Entry[] {
  const problems: CollectionProblem[] = [];
  const entries: Entry[] = [];
  const claimed = new Map<string, string>();
  for (const [file, source] of Object.entries(sources).sort(([a], [b]) => a.localeCompare(b))) {
    const misplaced = collection.misplaced?.(file);
    const { problems: found, read } = misplaced
      ? { problems: [{ file, line: 1, field: 'file', reason: misplaced }] }
      : readFile(collection, file, source, claimed);
    const entry = read ? collection.entry(read) : [];
    if (Array.isArray(entry)) found.push(...entry);
    else if (found.length === 0) entries.push(entry);
    problems.push(...(collection.byLine ? found.sort((a, b) => a.line - b.line) : found));
  }
  if (problems.length > 0) throw new CollectionError(problems, collection.names);
  return entries;
}
