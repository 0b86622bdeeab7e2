import { loadArticles, type Article, type ResponsiveImage } from '@agency/articles';
import {
  blogIntro,
  blogListing,
  blogMeta,
  teamMembers,
  type RegionConfig,
  type SitePath,
} from '@agency/content';
import type { SitePage } from '../site-definition/site-definition.ts';
import { articlePage } from './article-page.tsx';
import { dayOf } from './article-card.ts';
import { articlePath, articlesPerPage, categoryPath, listingPagePath } from './blog-paths.ts';
import { BlogListing, categoriesOf } from './blog-listing-page.tsx';

/** A region's collection of articles, as its app reads it (libs/collections/<region>/articles). */
export interface ArticleCollection {
  /** File path -> Markdown with frontmatter. */
  sources: Record<string, string>;
  /** The JPEGs and PNGs beside the files, made responsive at build, by path like `sources`. */
  images?: Record<string, ResponsiveImage>;
  /** The dev server shows drafts and articles dated ahead; a build does not. */
  includeUnpublished: boolean;
}

/** Reads a collection, failing on any bad file; only team members may sign. */
export function readCollection(collection: ArticleCollection, now = new Date()): Article[] {
  return loadArticles(collection.sources, {
    authors: teamMembers.map((member) => member.name),
    includeUnpublished: collection.includeUnpublished,
    now,
    images: collection.images ?? {},
  });
}

/** The newest change among articles (W3C date): when a listing of them last changed. */
function newestUpdate(articles: readonly Article[]): string | undefined {
  return articles
    .map((article) => dayOf(article.updated))
    .sort()
    .at(-1);
}

/** The blog index at /blogs: Editor's Picks, then the newest articles, then the categories. */
export function blogIndexPage(region: RegionConfig, articles: readonly Article[]): SitePage {
  const pages = Math.max(1, Math.ceil(articles.length / articlesPerPage));
  return {
    meta: blogMeta[region.id],
    lastmod: newestUpdate(articles),
    Component: () => (
      <BlogListing
        region={region}
        heading={blogIntro.heading}
        lead={blogIntro.lead}
        articles={articles.slice(0, articlesPerPage)}
        all={articles}
        withPicks
        pagination={{ current: 1, total: pages }}
      />
    ),
  };
}

/**
 * The pages a collection adds to its region's tree: one per article, the
 * listing's pages past the first and one per category. None is in the other
 * tree but an article with a `translation`.
 */
export function blogRoutes(
  region: RegionConfig,
  articles: readonly Article[],
): { path: SitePath; page: SitePage }[] {
  const pages = Math.ceil(articles.length / articlesPerPage);
  const listing = Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2).map((n) => ({
    path: listingPagePath(n),
    page: {
      meta: { title: blogListing.pageTitle(n), description: blogListing.pageDescription(n, region.id) },
      otherRegionPath: null,
      lastmod: newestUpdate(articles.slice((n - 1) * articlesPerPage, n * articlesPerPage)),
      Component: () => (
        <BlogListing
          region={region}
          heading={blogListing.pageTitle(n)}
          lead={blogIntro.lead}
          articles={articles.slice((n - 1) * articlesPerPage, n * articlesPerPage)}
          all={articles}
          withPicks={false}
          pagination={{ current: n, total: pages }}
        />
      ),
    } satisfies SitePage,
  }));
  const categories = categoriesOf(articles).map((category) => ({
    path: categoryPath(category.slug),
    page: {
      meta: {
        title: blogListing.categoryTitle(category.name),
        description: blogListing.categoryDescription(category.name, region.id),
      },
      otherRegionPath: null,
      lastmod: newestUpdate(articles.filter((article) => article.categorySlug === category.slug)),
      Component: () => (
        <BlogListing
          region={region}
          heading={blogListing.categoryTitle(category.name)}
          lead={blogIntro.lead}
          articles={articles.filter((article) => article.categorySlug === category.slug)}
          all={articles}
          withPicks={false}
        />
      ),
    } satisfies SitePage,
  }));
  return [
    ...articles.map((article) => ({
      path: articlePath(article.slug),
      page: articlePage(region, article, articles),
    })),
    ...listing,
    ...categories,
  ];
}
