import type { Region } from '@agency/contract';
import { regionConfigs, routeTable, sectionPages, type PageName, type RegionConfig } from '@agency/content';
import type { LinkScope } from '@agency/ui';
import { careersPage } from '../pages/careers-page.tsx';
import { enquiryOutcomePages } from '../pages/enquiry-outcome-pages.tsx';
import { notFoundPage } from '../pages/not-found-page.tsx';
import { privacyPage } from '../pages/privacy-page.tsx';
import { ServicePage } from '../templates/service-page.tsx';
import type { Site, SitePage } from '../site-definition/site-definition.ts';
import { blogIndexPage, blogRoutes, readCollection, type ArticleCollection } from '../blog/blog-pages.tsx';
import { blogFeeds, feedLinks } from '../blog/blog-feeds.ts';
import type { Article } from '@agency/articles';
import {
  positionClosedPage,
  positionNotSentPages,
  positionRoutes,
  readPositions,
  type PositionCollection,
  type RegionPositions,
} from '../positions/position-pages.tsx';
import { closedPositionMarker, closedPositionsFile, positionClosedPages } from '@agency/contract';
import { positionPath } from '../positions/position-paths.ts';

/** The pages each region writes for itself (its app's `src/pages`); every other page is shared. */
export type OwnPages = Record<'home' | 'contact', SitePage>;

type SharedPageName = Exclude<PageName, keyof OwnPages>;

/** Where the other region's site is, when it has an origin of its own ('' = this one). */
export interface SiteOptions {
  otherOrigin: string;
  /** The region's articles (its collection project), which add the blog's pages. */
  articles: ArticleCollection;
  /** The region's positions (its collection project), which add a page per open position. */
  positions: PositionCollection;
}

function linkScopeOf(config: RegionConfig, otherOrigin: string): LinkScope {
  // A tree at the root shares its origin's paths with the trees under it.
  const others = Object.values(regionConfigs).filter((other) => other.id !== config.id);
  return {
    basename: config.basename,
    foreignPrefixes: config.basename === '' ? others.map((other) => other.basename) : [],
    foreignOrigin: otherOrigin,
  };
}

function sharedPage(
  region: Region,
  name: SharedPageName,
  articles: readonly Article[],
  positions: RegionPositions,
): SitePage {
  if (name === 'blog') return blogIndexPage(regionConfigs[region], articles);
  if (name === 'careers') return careersPage(region, positions.open);
  if (name === 'privacy') return privacyPage(region);
  const content = sectionPages[name][region];
  return { meta: content.meta, Component: () => <ServicePage page={content} /> };
}

/**
 * A regional site: every path of the route table, each page shared by both
 * regions (made from the region's content) unless the app wrote its own,
 * and the blog's pages its collection of articles makes. Adding a page to
 * both sites is a content module and a route table entry; an article, a file.
 */
export function createSite(region: Region, own: OwnPages, options: SiteOptions): Site {
  const config = regionConfigs[region];
  const articles = readCollection(options.articles);
  const positions = readPositions(options.positions);
  return {
    region: config,
    linkScope: linkScopeOf(config, options.otherOrigin),
    // The spec's paths, then what the region's collection adds.
    routes: [
      ...routeTable.map(({ path, page }) => ({
        path,
        page:
          page === 'home' || page === 'contact' ? own[page] : sharedPage(region, page, articles, positions),
      })),
      ...blogRoutes(config, articles),
      ...positionRoutes(config, positions),
    ],
    utilityPages: [
      ...enquiryOutcomePages(region),
      // Within the tree, as the outcome pages: '/uk/position-closed' is '/position-closed' of the UK site.
      {
        path: positionClosedPages[region].slice(config.basename.length),
        page: positionClosedPage(config, positions),
      },
      // A no-script application for a position that closed while its page was open lands here.
      ...positionNotSentPages(config, positions),
    ],
    feeds: feedLinks(config),
    files: (urlOf) => [
      ...blogFeeds(config, articles, urlOf),
      // What the build decided has closed: the gateway and nginx answer these paths with 410.
      {
        file: closedPositionsFile,
        content: positions.closed
          .map((position) => `${config.basename}${positionPath(position.slug)}\n`)
          .join(''),
      },
      ...positions.closed.map((position) => ({
        file: `${positionPath(position.slug).slice(1)}${closedPositionMarker}`,
        content: '',
      })),
    ],
    notFound: notFoundPage(region),
  };
}
