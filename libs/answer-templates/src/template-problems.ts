/** One thing wrong with one template file: where (file and line), which field, and why. */
export interface TemplateProblem {
  /** The file's path from the workspace root. */
  file: string;
  /** The line of the file (from 1) the problem is on. */
  line: number;
  /** The frontmatter field (`steps`), `body`, or `frontmatter` for the file as a whole. */
  field: string;
  reason: string;
}

/** `file:line: field: reason`, as editors and terminals turn into a link to the line. */
export const problemLine = (problem: TemplateProblem): string =>
  `${problem.file}:${problem.line}: ${problem.field}: ${problem.reason}`;

/**
 * Thrown when a region's templates have bad files: every problem of every
 * file at once, one line each, so the check's output tells the author all
 * they must fix.
 */
export class TemplateCollectionError extends Error {
  readonly problems: readonly TemplateProblem[];

  constructor(problems: readonly TemplateProblem[]) {
    super(
      `${problems.length === 1 ? 'An answer template is' : 'Answer templates are'} not valid (docs/content.md#answer-templates):\n${problems
        .map((problem) => `  ${problemLine(problem)}`)
        .join('\n')}`,
    );
    this.name = 'TemplateCollectionError';
    this.problems = problems;
  }
}
