import { css } from '@emotion/react';
import { editorsPicks, type Article } from '@agency/articles';
import { blogIntro, blogListing, regionPath, type RegionConfig } from '@agency/content';
import { AppLink, Heading, Section, Stack, Text } from '@agency/ui';
import { BlogCardsSection } from './blog-cards-section.tsx';
import { PageHeaderSection } from '../blocks/page-header-section.tsx';
import { articleCard } from './article-card.ts';
import { categoryPath, listingPagePath } from './blog-paths.ts';

export interface Category {
  name: string;
  slug: string;
  count: number;
}

/** Each category once, in the order of its newest article (the articles come newest first). */
export function categoriesOf(articles: readonly Article[]): Category[] {
  const categories = new Map<string, Category>();
  for (const article of articles) {
    const known = categories.get(article.categorySlug);
    if (known) known.count += 1;
    else
      categories.set(article.categorySlug, { name: article.category, slug: article.categorySlug, count: 1 });
  }
  return [...categories.values()];
}

const linkList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

function Pagination({ base, current, total }: { base: string; current: number; total: number }) {
  if (total < 2) return null;
  return (
    <nav aria-label={blogListing.pagination}>
      <ul css={linkList}>
        {Array.from({ length: total }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === current ? (
              <span aria-current="page">{`Page ${n}`}</span>
            ) : (
              <AppLink to={`${base}${listingPagePath(n)}`}>{`Page ${n}`}</AppLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface ListingProps {
  region: RegionConfig;
  heading: string;
  lead: string;
  /** The articles this page lists, newest first. */
  articles: readonly Article[];
  /** The collection, for the Editor's Picks (index only) and the categories. */
  all: readonly Article[];
  withPicks: boolean;
  pagination?: { current: number; total: number };
}

/** The blog index (/blogs), a page of all articles (/blogs/page/<n>) or a category's page. */
export function BlogListing({ region, heading, lead, articles, all, withPicks, pagination }: ListingProps) {
  const base = region.basename;
  const otherBlog = blogIntro.otherBlog[region.id];
  return (
    <>
      <PageHeaderSection eyebrow={blogIntro.eyebrow} heading={heading} lead={lead} />
      {withPicks ? (
        <BlogCardsSection
          id="picks"
          heading={blogIntro.picksHeading}
          cards={editorsPicks(all).map((article) => articleCard(article, base))}
        />
      ) : null}
      <BlogCardsSection
        id="all"
        heading={blogIntro.allHeading}
        cards={articles.map((article) => articleCard(article, base))}
        tone={withPicks ? 'muted' : undefined}
      />
      <Section aria-labelledby="categories-title">
        <Stack gap="md">
          {pagination ? <Pagination base={base} {...pagination} /> : null}
          <Heading level={2} id="categories-title">
            {blogIntro.categoriesHeading}
          </Heading>
          <ul css={linkList}>
            {categoriesOf(all).map((category) => (
              <li key={category.slug}>
                <AppLink to={`${base}${categoryPath(category.slug)}`}>
                  {`${category.name} (${category.count})`}
                </AppLink>
              </li>
            ))}
          </ul>
          {otherBlog ? (
            <Text>
              <AppLink to={regionPath('uk', '/blogs')}>{otherBlog}</AppLink>
            </Text>
          ) : null}
        </Stack>
      </Section>
    </>
  );
}
