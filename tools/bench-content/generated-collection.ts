import { collectionOnDisk } from '@agency/articles/sources-on-disk';

/**
 * A collection of `count` articles made from a region's real ones: each copy keeps a seed's
 * frontmatter (so its author and category are the team's own) and body, with its own slug,
 * title and date. The picks and translations stay with the seeds, which are kept as they are,
 * so the blog index, its pages and categories grow as they would with a team's real files.
 */
export function generatedCollection(seedFolder: string, count: number): Record<string, string> {
  const { sources } = collectionOnDisk(seedFolder, seedFolder);
  const seeds = Object.values(sources);
  if (seeds.length === 0) throw new Error(`${seedFolder} has no article to copy`);
  const start = Date.parse('2020-01-01T09:00:00Z');
  for (let index = 0; index < count; index += 1) {
    const seed = seeds[index % seeds.length]!;
    const published = new Date(start + index * 86_400_000).toISOString().replace('.000Z', 'Z');
    const text = seed
      // Titles and descriptions are unique per page, as the SEO check wants.
      .replace(/^title: .*$/m, `title: 'Generated article ${index + 1}'`)
      .replace(
        /^description: .*$/m,
        `description: 'Generated article ${index + 1}, for the content benchmark.'`,
      )
      .replace(/^published: .*$/m, `published: ${published}`)
      .replace(/^(updated|slug|translation|editorsPick): .*\n/gm, '');
    sources[`${seedFolder}/generated-${index + 1}.md`] = text;
  }
  return sources;
}
