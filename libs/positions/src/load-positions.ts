import { loadCollection, type CollectionProblem, type PlaceholderRule } from '@agency/articles/collection';
import { slugPattern } from '@agency/articles/frontmatter';
import { placeholderMarker } from '@agency/articles/placeholder';
import type { SourceLines } from '@agency/articles/source-lines';
import { isRegion, type Region } from '@agency/contract';
import {
  positionFrontmatterSchema,
  regionCurrencies,
  type PositionFrontmatter,
} from './position-frontmatter.ts';

/** A position as the site and the API use it: its frontmatter, checked, and its body's Markdown. */
export interface Position extends Omit<PositionFrontmatter, 'slug'> {
  /** Where it came from, for messages. */
  file: string;
  slug: string;
  /** The body: what the role does and what it needs, in Markdown (rendered by the site). */
  body: string;
}

/** The two sections every position's body has, as `##` headings, in this order. */
export const positionSections = ['What you will do', 'What you will need'] as const;

// A position has no draft: every file is live from the next build (docs/content.md), so the
// generator's placeholder fails the build until someone has written the position.
const positionPlaceholders: PlaceholderRule = {
  refusedIn: () => true,
  reason: `still has the placeholder "${placeholderMarker}" from npm run new:position: write the real text (a position is live from the next build)`,
};

const regionNames: Record<Region, string> = { in: 'India', uk: 'the UK' };

// The region a file belongs to, from its path as the collections name it
// (libs/collections/<region>/positions/<slug>.md): the site and the API pass the files alone.
function regionOf(file: string): Region | undefined {
  const region = /(?:^|\/)libs\/collections\/([^/]+)\/positions\/[^/]+$/.exec(file)?.[1];
  return isRegion(region) ? region : undefined;
}

// A salary in the other region's currency is a copied file left half edited: refused, as the
// page would offer a London job in rupees.
function checkCurrency(file: string, currency: string): string | undefined {
  const region = regionOf(file);
  if (!region) return 'cannot tell the region: a position lives in libs/collections/<in or uk>/positions';
  const wanted = regionCurrencies[region];
  return currency === wanted
    ? undefined
    : `must be ${wanted} for a position in ${regionNames[region]}, not ${currency}`;
}

// Headings read from the Markdown's lines (outside code fences), with their line in the body:
// the API reads positions too, and needs no Markdown pipeline to learn which are open.
function headings(body: string): { heading: string; line: number }[] {
  let fenced = false;
  const found: { heading: string; line: number }[] = [];
  body.split(/\r?\n/).forEach((text, index) => {
    if (/^(```|~~~)/.test(text)) fenced = !fenced;
    const heading = fenced ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(text);
    if (heading) found.push({ heading: `${heading[1]} ${heading[2]}`, line: index + 1 });
  });
  return found;
}

function checkBody(file: string, body: string, lines: SourceLines): CollectionProblem[] {
  const found = headings(body);
  const top = found.find(({ heading }) => heading.startsWith('# '));
  if (top)
    return [
      {
        file,
        line: lines.body(top.line),
        field: 'body',
        reason: 'a level-1 heading (#): the title is the page heading, start at ##',
      },
    ];
  const sections = found.map(({ heading }) => heading).filter((heading) => heading.startsWith('## '));
  const wanted = positionSections.map((section) => `## ${section}`);
  return wanted.every((section) => sections.includes(section))
    ? []
    : [
        {
          file,
          line: lines.body(1),
          field: 'body',
          reason: `must have the sections ${wanted.map((s) => `"${s}"`).join(' and ')}`,
        },
      ];
}

/** Where an office is, as a position's location names it (the content library's offices). */
export interface OfficePlace {
  locality: string;
  region: string;
  country: string;
}

// A sentence that names an office's city with a day in it ("a team day in London each month").
const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);
const officeDay = (sentence: string, city: string) =>
  new RegExp(`\\b${city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(sentence) &&
  /\bdays?\b/i.test(sentence);

/**
 * Where a position is against the offices: an office or hybrid position is at
 * one of them (its JobPosting gives that office's street address), and a
 * remote one has no days at one (JobPosting's TELECOMMUTE says never at an office).
 */
function checkOffice(
  position: { location: PositionFrontmatter['location']; summary: string },
  body: string,
  offices: readonly OfficePlace[],
): { field: string; reason: string } | undefined {
  const { location } = position;
  if (location.type !== 'remote') {
    const at = offices.some(
      (office) =>
        office.locality === location.city &&
        office.region === location.region &&
        office.country === location.country,
    );
    return at
      ? undefined
      : {
          field: 'location.city',
          reason: `${location.city}, ${location.region}, ${location.country} is none of our offices (${offices
            .map((office) => `${office.locality}, ${office.region}, ${office.country}`)
            .join('; ')}): an office or hybrid position is at one of them`,
        };
  }
  for (const office of offices)
    for (const sentence of sentences(`${position.summary}\n${body}`))
      if (officeDay(sentence, office.locality))
        return {
          field: 'location.type',
          reason: `remote, yet it has days at our ${office.locality} office ("${sentence.replace(/^[-*]\s*/, '').trim()}"): make it type: hybrid at that office, as search engines take remote to mean never at an office`,
        };
  return undefined;
}

/**
 * Reads a region's positions (file path -> Markdown with frontmatter), checks
 * every file, closed ones included, and returns them all, newest posted
 * first. Any bad file throws a CollectionError naming each file,
 * field and reason: the build (and the API's start) fails rather than offer a
 * position with a hole in it.
 */
export function loadPositions(
  sources: Record<string, string>,
  options: {
    /** The offices a position may be at: the site's build and the content check give them; the API needs none. */
    offices?: readonly OfficePlace[];
  } = {},
): Position[] {
  const positions = loadCollection(sources, {
    names: { one: 'A position is', many: 'Positions are' },
    schema: positionFrontmatterSchema,
    placeholders: positionPlaceholders,
    entry({ file, name, frontmatter, body, lines, problem, claim }): Position | CollectionProblem[] {
      if (!frontmatter) return [];
      const slug = frontmatter.slug ?? name;
      const problems: CollectionProblem[] = [];
      if (!slugPattern.test(slug))
        problems.push(
          problem('slug', `the file name gives "${slug}": name the file like seo-specialist.md or set slug`),
        );
      const otherSlug = claim('slug', slug);
      if (otherSlug) problems.push(problem('slug', `duplicate slug "${slug}": ${otherSlug} has it too`));
      // The form sends the title, so two positions of one title could not be told apart.
      const otherTitle = claim('title', frontmatter.title);
      if (otherTitle)
        problems.push(problem('title', `duplicate title "${frontmatter.title}": ${otherTitle} has it too`));
      const currency = checkCurrency(file, frontmatter.salary.currency);
      if (currency) problems.push(problem('salary.currency', currency));
      if (frontmatter.salary.min > frontmatter.salary.max)
        problems.push(problem('salary.min', 'must not be more than salary.max'));
      if (Date.parse(frontmatter.validThrough) <= Date.parse(frontmatter.datePosted))
        problems.push(problem('validThrough', 'bad date: not after datePosted'));
      problems.push(...checkBody(file, body, lines));
      const office = options.offices && checkOffice(frontmatter, body, options.offices);
      if (office) problems.push(problem(office.field, office.reason));
      if (problems.length > 0) return problems;
      const { slug: _slug, ...rest } = frontmatter;
      return { ...rest, file, slug, body };
    },
  });
  return positions.sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title));
}

/** Whether a position still takes applications at `now`: until its validThrough instant. */
export function isOpen(position: Pick<Position, 'validThrough'>, now: Date): boolean {
  return now.getTime() <= Date.parse(position.validThrough);
}

/** The positions open at `now`, in the order given. */
export function openPositions<P extends Pick<Position, 'validThrough'>>(
  positions: readonly P[],
  now: Date,
): P[] {
  return positions.filter((position) => isOpen(position, now));
}
