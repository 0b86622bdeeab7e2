/** One thing wrong with one article file: where, which field, and why. */
export interface ArticleProblem {
  /** The file's path from the workspace root. */
  file: string;
  /** The frontmatter field ('hero.alt'), or 'frontmatter' / 'body' for the file as a whole. */
  field: string;
  reason: string;
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
        .map((p) => `  ${p.file}: ${p.field}: ${p.reason}`)
        .join('\n')}`,
    );
    this.name = 'ArticleCollectionError';
    this.problems = problems;
  }
}
