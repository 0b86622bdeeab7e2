/** A valid article file, with fields replaced or removed (undefined) as a test needs. */
export function articleFile(
  fields: Record<string, string | undefined> = {},
  body = 'A paragraph.\n',
): string {
  const all: Record<string, string | undefined> = {
    title: 'Five fixes for a slow website',
    description: 'What made our clients’ sites fast.',
    author: 'Rohan Mehta',
    published: '2025-09-18T09:30:00+05:30',
    category: 'Web Development',
    hero: '\n  src: /images/blog/fast-website.svg\n  alt: ""\n  width: 480\n  height: 270',
    ...fields,
  };
  const yaml = Object.entries(all)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${body}`;
}

export const team = ['Rohan Mehta', 'Priya Nair'];

export const build = { authors: team, includeUnpublished: false, now: new Date('2026-01-01T00:00:00Z') };
