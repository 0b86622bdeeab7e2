import { loadPositions, openPositions, type Position } from '@agency/positions';
import { positionClosedNotSentPage } from '@agency/contract';
import {
  offices,
  openPositionsHeading,
  positionClosedNotSent,
  positionWords,
  type RegionConfig,
  type SitePath,
} from '@agency/content';
import { PageHeaderSection } from '../blocks/page-header-section.tsx';
import { Heading, Section, Stack, Text } from '@agency/ui';
import type { SitePage } from '../site-definition/site-definition.ts';
import { positionPage } from './position-page.tsx';
import { PositionList } from './position-list.tsx';
import { positionPath } from './position-paths.ts';

/** A region's collection of positions, as its app reads it (libs/collections/<region>/positions). */
export interface PositionCollection {
  /** File path -> Markdown with frontmatter. */
  sources: Record<string, string>;
}

/** A region's positions, all of them checked, split by whether they are open when the site is built. */
export interface RegionPositions {
  open: Position[];
  closed: Position[];
}

/**
 * Reads a collection, failing on any bad file, closed ones included. The build decides what is
 * open: a scheduled build each day makes a closing take effect (docs/content.md).
 */
export function readPositions(collection: PositionCollection, now = new Date()): RegionPositions {
  // An office or hybrid position is at one of the offices the content library declares.
  const all = loadPositions(collection.sources, { offices });
  const open = openPositions(all, now);
  return { open, closed: all.filter((position) => !open.includes(position)) };
}

/** The pages a collection adds to its region's tree: one per open position. */
export function positionRoutes(
  region: RegionConfig,
  positions: RegionPositions,
): { path: SitePath; page: SitePage }[] {
  return positions.open.map((position) => ({
    path: positionPath(position.slug),
    page: positionPage(region, position, positions.open),
  }));
}

/**
 * What a closed position's URL answers, with 410: says it has closed and lists the open ones.
 * Served by the gateway and nginx for each closed position's path, never indexed.
 */
export function positionClosedPage(region: RegionConfig, positions: RegionPositions): SitePage {
  return {
    meta: { title: positionWords.closed.title, description: positionWords.closed.description },
    Component: () => (
      <Section aria-labelledby="page-title">
        <Stack gap="md">
          <Heading level={1} id="page-title">
            {positionWords.closed.title}
          </Heading>
          <Text>{positionWords.closed.lead}</Text>
          <PositionList region={region} positions={positions.open} under={1} />
        </Stack>
      </Section>
    ),
  };
}

/**
 * Where a job application sent without JavaScript lands when its position closed while its page
 * was open: a page per position of the collection (any may close before the next build), which
 * names it, says it has closed, tells the visitor how to send what they typed for another, and
 * lists the positions open at the build, this one left out. Never indexed.
 */
export function positionNotSentPages(
  region: RegionConfig,
  positions: RegionPositions,
): { path: string; page: SitePage }[] {
  return [...positions.open, ...positions.closed].map((position) => {
    const words = positionClosedNotSent(position.title);
    const others = positions.open.filter((open) => open !== position);
    return {
      path: positionClosedNotSentPage(region.id, position.slug).slice(region.basename.length),
      page: {
        meta: { title: words.title, description: words.lead },
        Component: () => (
          <>
            <PageHeaderSection heading={words.heading} lead={words.lead} />
            <Section aria-labelledby="open-positions-title">
              <Stack gap="md">
                <Text size="lg">{words.whatToDo}</Text>
                <Heading level={2} id="open-positions-title">
                  {openPositionsHeading}
                </Heading>
                <PositionList region={region} positions={others} under={2} />
              </Stack>
            </Section>
          </>
        ),
      },
    };
  });
}
