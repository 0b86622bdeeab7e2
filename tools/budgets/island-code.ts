import type { TransferredFile } from './transferred-file.ts';

/** The scripts one island added to a page where nothing else had loaded yet. */
export interface IslandMeasure {
  name: string;
  /** The page it was measured on. */
  page: string;
  /** What made it load: 'sent', 'scrolled into view', 'loads with the page'... */
  how: string;
  /**
   * Islands that had loaded on that page before it (none, unless no page allowed
   * it): their code, the shared code among it, is not in `added`.
   */
  afterIslands: string[];
  added: TransferredFile[];
}

/** Scripts counted together, with their bytes as sent. */
export interface CodeGroup {
  files: string[];
  bytes: number;
}

/** One tree's island code, split into what the islands share and what each adds of its own. */
export interface IslandCode {
  /**
   * What every island loads with the first: React, React DOM, Emotion, the
   * forms' library (react-hook-form, zod, TanStack Query) and the bundler's
   * runtime. The islands are the sending forms, so this is their shared code.
   */
  shared: CodeGroup;
  islands: (Omit<IslandMeasure, 'added'> & { own: CodeGroup })[];
  /** Why a figure could not be told apart; each is a failure. */
  problems: string[];
}

function group(files: TransferredFile[]): CodeGroup {
  const unique = new Map(files.map((file) => [file.path, file]));
  return {
    files: [...unique.keys()].sort(),
    bytes: [...unique.values()].reduce((sum, file) => sum + file.bytes, 0),
  };
}

/**
 * Splits what each island added: the shared code is counted once (what every
 * island measured from a page with nothing loaded added, and the files that
 * hold React DOM or the forms' library, recognised by their content,
 * script-content.ts), and each island keeps the rest as its own. React DOM
 * must come in exactly one file, and the forms' library must be found, or
 * the check would not know them when it saw them.
 */
export function splitIslandCode(measures: IslandMeasure[]): IslandCode {
  const problems: string[] = [];
  const all = measures.flatMap((measure) => measure.added);
  const reactDomFiles = new Set(all.filter((file) => file.reactDom).map((file) => file.path));
  if (reactDomFiles.size !== 1)
    problems.push(
      `expected React DOM in exactly one script the islands load, found ${reactDomFiles.size}` +
        (reactDomFiles.size > 0 ? ` (${[...reactDomFiles].join(' ')})` : ''),
    );
  if (measures.length > 0 && !all.some((file) => file.formsLibrary))
    problems.push('no island loaded the forms library ("No QueryClient set"): cannot tell its code apart');
  // With one island measured, "what every island loads" would be all of its code.
  const first = measures.filter((measure) => measure.afterIslands.length === 0);
  const everyIsland =
    first.length < 2
      ? new Set<string>()
      : first
          .map((measure) => new Set(measure.added.map((file) => file.path)))
          .reduce((common, paths) => new Set([...common].filter((path) => paths.has(path))));
  const shared = new Set([
    ...everyIsland,
    ...all.filter((file) => file.reactDom || file.formsLibrary).map((file) => file.path),
  ]);
  return {
    shared: group(all.filter((file) => shared.has(file.path))),
    islands: measures.map(({ added, ...measure }) => ({
      ...measure,
      own: group(added.filter((file) => !shared.has(file.path))),
    })),
    problems,
  };
}
