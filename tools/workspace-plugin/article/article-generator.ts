import type { Tree } from '@nx/devkit';
import { placeholderMarker } from '@agency/articles/placeholder';
import { teamMembers } from '@agency/content';

export interface ArticleSchema {
  title: string;
  region: 'in' | 'uk';
  /** A team member's name; the first of the team section by default. */
  author?: string;
  /** What "today" is: for the test, and for a team member writing past midnight in another zone. */
  now?: Date;
}

/** Each region's zone as its articles write it (docs/content.md). */
const zones = { in: '+05:30', uk: '+00:00' } as const;

/** A title as a slug: 'Five fixes, in a week!' -> 'five-fixes-in-a-week'. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The date-time of today, 09:00 in the region's zone. */
function todayAt9(region: ArticleSchema['region'], now: Date): string {
  const offsetMinutes = region === 'in' ? 330 : 0;
  const local = new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
  return `${local}T09:00:00${zones[region]}`;
}

/**
 * `npm run new:article -- --region uk "Title"`: a draft article in the region's
 * collection, its frontmatter valid for @agency/articles (today's date in the
 * region's zone, the slug from the title, an author of the team section), to be
 * written and given a hero (docs/content.md). Where a person must write, it
 * writes the placeholder, which a draft may hold and a published article may not.
 */
export function articleGenerator(tree: Tree, options: ArticleSchema): void {
  const names = teamMembers.map((member) => member.name);
  const author = options.author ?? names[0]!;
  if (!names.includes(author)) throw new Error(`unknown author "${author}": one of ${names.join(', ')}`);
  const slug = slugOf(options.title);
  if (!slug) throw new Error(`the title "${options.title}" gives no slug: use letters or digits`);
  const file = `libs/collections/${options.region}/articles/${slug}.md`;
  if (tree.exists(file)) throw new Error(`${file} exists: choose another title`);
  const frontmatter = [
    `title: ${JSON.stringify(options.title)}`,
    `description: ${JSON.stringify(`${placeholderMarker}: one or two sentences on ${options.title}, at most 200 characters.`)}`,
    `author: ${author}`,
    `published: ${todayAt9(options.region, options.now ?? new Date())}`,
    `category: ${placeholderMarker}`,
    'hero:',
    // An SVG of the public folder, so the draft builds before its JPEG is added beside it.
    '  src: /images/blog/fast-website.svg',
    `  alt: ${JSON.stringify(`${placeholderMarker}: what the image shows, or '' when it only decorates`)}`,
    '  width: 480',
    '  height: 270',
    'draft: true',
  ];
  const body = `${placeholderMarker}: write the article here, from \`##\` headings.\n`;
  tree.write(file, `---\n${frontmatter.join('\n')}\n---\n\n${body}`);
}
