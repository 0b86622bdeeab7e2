import type { Tree } from '@nx/devkit';
import { placeholderMarker } from '@agency/articles/placeholder';
import { indiaBranch, ukHeadquarters } from '@agency/content';
import { positionSections, regionCurrencies } from '@agency/positions';
import { slugOf } from '../article/article-generator.ts';

export interface PositionSchema {
  title: string;
  region: 'in' | 'uk';
  /** What "today" is: for the test. */
  now?: Date;
}

/** Each region's office and zone: where a new position starts out. */
const regionDefaults = {
  in: { office: indiaBranch, zone: '+05:30', offsetMinutes: 330 },
  uk: { office: ukHeadquarters, zone: '+00:00', offsetMinutes: 0 },
} as const;

/** The day in the region's zone, `days` from now. */
function dayIn(region: PositionSchema['region'], now: Date, days = 0): string {
  const { offsetMinutes } = regionDefaults[region];
  return new Date(now.getTime() + offsetMinutes * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `npm run new:position -- --region uk "Title"`: a position in the region's
 * collection, its frontmatter valid for @agency/positions: at the region's
 * office, full time, posted today and open for 30 days (to the end of that day
 * in the region's zone), in the region's currency (docs/content.md). A position
 * has no draft state: it is open from the next build, so the file holds the
 * placeholder where a person must write (the summary, the salary, the body),
 * and the build fails, naming each, until they have.
 */
export function positionGenerator(tree: Tree, options: PositionSchema): void {
  const slug = slugOf(options.title);
  if (!slug) throw new Error(`the title "${options.title}" gives no slug: use letters or digits`);
  const file = `libs/collections/${options.region}/positions/${slug}.md`;
  if (tree.exists(file)) throw new Error(`${file} exists: choose another title`);
  const { office, zone } = regionDefaults[options.region];
  const now = options.now ?? new Date();
  const frontmatter = [
    `title: ${JSON.stringify(options.title)}`,
    `summary: ${JSON.stringify(`${placeholderMarker}: one sentence on the role of ${options.title}, at most 200 characters.`)}`,
    'location:',
    '  type: office',
    `  city: ${office.locality}`,
    `  region: ${office.region}`,
    `  country: ${office.country}`,
    'employmentType: FULL_TIME',
    'salary:',
    `  currency: ${regionCurrencies[options.region]}`,
    `  min: ${placeholderMarker}`,
    `  max: ${placeholderMarker}`,
    '  unit: YEAR',
    `datePosted: ${dayIn(options.region, now)}`,
    `validThrough: ${dayIn(options.region, now, 30)}T23:59:00${zone}`,
  ];
  const body = positionSections
    .map((section) => `## ${section}\n\n- ${placeholderMarker}: one line each.\n`)
    .join('\n');
  tree.write(file, `---\n${frontmatter.join('\n')}\n---\n\n${body}`);
}
