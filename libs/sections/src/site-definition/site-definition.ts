import type { ComponentType } from 'react';
import type { RegionConfig, SitePath } from '@agency/content';
import type { LinkScope } from '@agency/ui';
import type { JsonLd, UrlOf } from '../seo/structured-data.ts';

/** What an article page adds to the head: Open Graph's article tags and the page's own JSON-LD. */
export interface ArticleHead {
  /** Date-times with their zone, as the frontmatter writes them. */
  publishedTime: string;
  modifiedTime: string;
  section: string;
  /** The author's card on the team section, an absolute URL path. */
  authorPath: string;
}

/** A link-preview image (Open Graph, Twitter card): a 1200x630 PNG or JPEG of the tree. */
export interface ShareImage {
  /** An absolute URL path of the tree. */
  path: string;
  width: number;
  height: number;
  /** Its MIME type, for `og:image:type`. */
  type: 'image/png' | 'image/jpeg';
  alt: string;
}

/** What a page of a site is: its words for the `<head>` and its body, rendered at build time only. */
export interface SitePage {
  /** `name` (default: the title) is the page's short name in breadcrumbs and structured data. */
  meta: { title: string; description: string; name?: string };
  Component: ComponentType;
  /**
   * The same page's path in the other region's tree, for hreflang: by default the same path (every
   * route table page is in both trees); `null` for a page of one region only (an article without a
   * translation, a page of the blog's listing).
   */
  otherRegionPath?: SitePath | null;
  /** The breadcrumbs between Home and the page itself (the blog for an article). */
  crumbs?: readonly { name: string; path: SitePath }[];
  /** The W3C date of the page's last change (an article's `updated`); by default from git. */
  lastmod?: string;
  article?: ArticleHead;
  /**
   * The page's own link-preview image (an article's hero cropped to 1200x630), as an absolute
   * URL path of its tree; by default the site's.
   */
  shareImage?: ShareImage;
  /** JSON-LD of the page's own, beside the BreadcrumbList (an article's BlogPosting). */
  structuredData?: (urlOf: UrlOf) => JsonLd[];
}

/** A regional site: its region, how its links resolve, and a page for every path it serves. */
export interface Site {
  region: RegionConfig;
  linkScope: LinkScope;
  /** The route table's pages (docs/requirements.md) in both regions, and what the region's collections add. */
  routes: readonly { path: SitePath; page: SitePage }[];
  /** Pages outside the route table (a form's outcome without scripts): served, never indexed. */
  utilityPages: readonly { path: string; page: SitePage }[];
  notFound: SitePage;
  /** What every page's head links to as `<link rel="alternate">`: the blog's feeds. */
  feeds?: readonly { type: string; title: string; path: string }[];
  /** Files the tree serves besides its pages (the feeds), made with the build's absolute URLs. */
  files?: (urlOf: UrlOf) => { file: string; content: string }[];
}
