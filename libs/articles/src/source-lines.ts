import { isMap, isScalar, isSeq, type Document, type LineCounter } from 'yaml';

/**
 * Where the parts of a collection's file are, as lines of the file itself (1 is the opening
 * `---`), so every refusal names the line an author's editor jumps to.
 */
export interface SourceLines {
  /**
   * The line of a frontmatter field ('hero.alt', 'location.countries.0'): its key's line, else
   * that of the nearest enclosing field written, else the opening `---` (a field not written at all).
   */
  field(path: string): number;
  /** The file's line of the body's line `line` (1 is the line after the closing `---`). */
  body(line: number): number;
}

/**
 * The lines of a file whose frontmatter (from the file's second line) was parsed into
 * `document`, counting with `counter`, and whose body starts on the file's line `bodyStart`.
 */
export function sourceLines(document: Document, counter: LineCounter, bodyStart: number): SourceLines {
  // The frontmatter's own line 1 is the file's line 2: the opening --- comes first.
  const lineAt = (offset: number) => counter.linePos(offset).line + 1;
  return {
    field(path) {
      let line = 1;
      let node: unknown = document.contents;
      for (const key of path.split('.')) {
        if (isMap(node)) {
          const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
          if (!pair || !isScalar(pair.key) || !pair.key.range) break;
          line = lineAt(pair.key.range[0]);
          node = pair.value;
        } else if (isSeq(node)) {
          const item = node.items[Number(key)] as { range?: [number, number, number] } | undefined;
          if (!item?.range) break;
          line = lineAt(item.range[0]);
          node = item;
        } else break;
      }
      return line;
    },
    body: (line) => bodyStart + line - 1,
  };
}
