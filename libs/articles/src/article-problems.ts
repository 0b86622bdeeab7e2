/** One thing wrong with one collection file: where (the file and its line), which field, and why. */
export interface ArticleProblem {
  /** The file's path from the workspace root. */
  file: string;
  /** The line of the file (1 is the opening `---`): the field's, the body's, or the file's first. */
  line: number;
  /** The frontmatter field ('hero.alt'), or 'frontmatter' / 'body' for the file as a whole. */
  field: string;
  reason: string;
}

/** A problem as a build log prints it: `path:line: field: reason`, which editors and terminals open at the line. */
export function problemLine(problem: ArticleProblem): string {
  return `${problem.file}:${problem.line}: ${problem.field}: ${problem.reason}`;
}

/**
 * Thrown when a collection has bad files: every problem of every file at
 * once, one line each, so a build log tells the author all they must fix.
 */
export class ArticleCollectionError extends Error {
  readonly problems: readonly ArticleProblem[];

  /** `noun` names the collection's files, for a collection other than the articles (the positions). */
  constructor(problems: readonly ArticleProblem[], noun = { one: 'An article is', many: 'Articles are' }) {
    super(
      `${problems.length === 1 ? noun.one : noun.many} not valid (docs/content.md):\n${problems
        .map((p) => `  ${problemLine(p)}`)
        .join('\n')}`,
    );
    this.name = 'ArticleCollectionError';
    this.problems = problems;
  }
}
