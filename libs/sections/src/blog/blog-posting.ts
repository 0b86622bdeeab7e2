import type { Article } from '@agency/articles';
import { teamMemberAnchor, teamSectionPath, type RegionConfig } from '@agency/content';
import { logoImage, organizationId, type JsonLd, type UrlOf } from '../seo/structured-data.ts';
import { articlePath } from './blog-paths.ts';

/** Where an author's card is, as an absolute path (the team section is India's home page). */
export const authorPath = (name: string) => `${teamSectionPath}#${teamMemberAnchor(name)}`;

/**
 * An article's BlogPosting: Google's recommended properties (headline, images,
 * dates with their zone, author as a Person with a url) and the publisher,
 * all of them what the page shows.
 */
export function blogPosting(region: RegionConfig, article: Article, urlOf: UrlOf): JsonLd {
  const base = region.basename;
  const pageUrl = urlOf(`${base}${articlePath(article.slug)}`);
  return {
    '@type': 'BlogPosting',
    '@id': `${pageUrl}#article`,
    mainEntityOfPage: pageUrl,
    url: pageUrl,
    headline: article.title,
    description: article.description,
    // Google's three aspect ratios, each 1200 px wide, cropped from the hero at build; a draft's
    // SVG stand-in (shown by the dev server only) is the one image it has.
    image: article.hero.crops
      ? [article.hero.crops.wide, article.hero.crops.standard, article.hero.crops.square].map((crop) =>
          urlOf(`${base}${crop.path}`),
        )
      : [urlOf(`${base}${article.hero.src}`)],
    datePublished: article.published,
    dateModified: article.updated,
    articleSection: article.category,
    inLanguage: region.lang,
    author: { '@type': 'Person', name: article.author, url: urlOf(authorPath(article.author)) },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(region, urlOf),
      name: region.brand,
      logo: { '@type': 'ImageObject', url: urlOf(`${base}/${logoImage.path}`) },
    },
  };
}
