import type { TransferredFile } from './page-visit.ts';

/** The scripts one island added to a page where nothing else had loaded yet. */
export interface IslandMeasure {
  name: string;
  /** The page it was measured on. */
  page: string;
  /** What made it load: 'focused', 'scrolled into view', 'loads with the page'... */
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

/** One tree's island code, split into what islands share and what each adds of its own. */
export interface IslandCode {
  /** The chunk holding React DOM, and whatever every island loads with it (the bundler's runtime). */
  reactAndRuntime: CodeGroup;
  /** Scripts two or more sending forms load, and the forms' library itself; undefined without forms. */
  formsShared: CodeGroup | undefined;
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
 * Splits what each island added: React + runtime is counted once, the forms'
 * shared code once, and each island keeps the rest as its own code. A file
 * counts as React by its content (script-content.ts), never by its name; the
 * React figure must come from exactly one file, or the check would not know
 * React when it saw it.
 */
export function splitIslandCode(measures: IslandMeasure[], isForm: (name: string) => boolean): IslandCode {
  const problems: string[] = [];
  const all = measures.flatMap((measure) => measure.added);
  const reactDomFiles = new Set(all.filter((file) => file.reactDom).map((file) => file.path));
  if (reactDomFiles.size !== 1)
    problems.push(
      `expected React DOM in exactly one script the islands load, found ${reactDomFiles.size}` +
        (reactDomFiles.size > 0 ? ` (${[...reactDomFiles].join(' ')})` : ''),
    );
  // Only islands measured from a page with nothing loaded added the shared code;
  // with one such island, "what every island loads" would be all of its code.
  const first = measures.filter((measure) => measure.afterIslands.length === 0);
  const everyIsland =
    first.length < 2
      ? new Set<string>()
      : new Set(
          first
            .map((measure) => new Set(measure.added.map((file) => file.path)))
            .reduce((common, paths) => new Set([...common].filter((path) => paths.has(path)))),
        );
  const shared = new Set([...reactDomFiles, ...everyIsland]);
  const reactAndRuntime = group(all.filter((file) => shared.has(file.path)));

  const forms = measures.filter((measure) => isForm(measure.name));
  const formsLoading = new Map<string, number>();
  for (const measure of forms)
    for (const path of new Set(measure.added.map((file) => file.path)))
      formsLoading.set(path, (formsLoading.get(path) ?? 0) + 1);
  const formsShared = new Set(
    forms
      .flatMap((measure) => measure.added)
      .filter((file) => !shared.has(file.path) && (file.formsLibrary || formsLoading.get(file.path)! >= 2))
      .map((file) => file.path),
  );
  if (forms.length > 0 && ![...formsShared].some((path) => all.find((f) => f.path === path)?.formsLibrary))
    problems.push(
      'no sending form loaded the forms library ("No QueryClient set"): cannot tell its code apart',
    );

  return {
    reactAndRuntime,
    formsShared: forms.length > 0 ? group(all.filter((file) => formsShared.has(file.path))) : undefined,
    islands: measures.map(({ added, ...measure }) => ({
      ...measure,
      own: group(
        added.filter(
          (file) => !shared.has(file.path) && !(isForm(measure.name) && formsShared.has(file.path)),
        ),
      ),
    })),
    problems,
  };
}
