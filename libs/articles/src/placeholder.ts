/**
 * What the generators (`npm run new:article`, `npm run new:position`) write where a person
 * must write: declared here once, so the generators write it and the loaders refuse it in
 * anything published (docs/content.md).
 */
export const placeholderMarker = 'TODO';

// A word of its own and upper case, as the generators write it: "todos" or "Todo list" in an
// article's prose is not the generators' text.
const placeholderWord = new RegExp(`\\b${placeholderMarker}\\b`);

/** Whether a text still holds the generators' placeholder. */
export function holdsPlaceholder(text: string): boolean {
  return placeholderWord.test(text);
}

/**
 * The fields of parsed YAML ('salary.min', 'hero.alt') whose text still holds the
 * placeholder, in the order written: a field the schema wants as a number may hold it too.
 */
export function placeholderFields(data: unknown, path: readonly string[] = []): string[] {
  if (typeof data === 'string') return holdsPlaceholder(data) ? [path.join('.')] : [];
  if (Array.isArray(data))
    return data.flatMap((item, index) => placeholderFields(item, [...path, `${index}`]));
  if (data !== null && typeof data === 'object')
    return Object.entries(data).flatMap(([key, value]) => placeholderFields(value, [...path, key]));
  return [];
}
