import { css } from '@emotion/react';
import { relatedArticles, type Article } from '@agency/articles';
import { blogIntro, type RegionConfig } from '@agency/content';
import { AppLink, Heading, Image, Section, Stack, Text } from '@agency/ui';
import { BlogCardsSection } from './blog-cards-section.tsx';
import { longDate } from '../blocks/long-date.ts';
import type { SitePage } from '../site-definition/site-definition.ts';
import { ArticleBody } from './article-body.tsx';
import { articleCard, dayOf } from './article-card.ts';
import { blogIndexPath, articlePath, categoryPath } from './blog-paths.ts';
import { authorPath, blogPosting } from './blog-posting.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { proseImageSizes } from './image-sizes.ts';

function ArticleView({
  region,
  article,
  all,
}: {
  region: RegionConfig;
  article: Article;
  all: readonly Article[];
}) {
  const base = region.basename;
  const updated = article.updated !== article.published;
  return (
    <>
      <Section aria-labelledby="page-title" tone="muted">
        <Stack gap="md" css={(t) => ({ maxWidth: t.sizes.prose })}>
          <Breadcrumbs
            trail={[
              { name: 'Home', to: base || '/' },
              { name: blogIntro.eyebrow, to: `${base}${blogIndexPath}` },
            ]}
            current={article.title}
          />
          <AppLink to={`${base}${categoryPath(article.categorySlug)}`} data-article-category="">
            {article.category}
          </AppLink>
          <Heading level={1} id="page-title">
            {article.title}
          </Heading>
          <Text tone="muted" data-article-byline="">
            By <AppLink to={authorPath(article.author)}>{article.author}</AppLink> · Published{' '}
            <time dateTime={article.published}>{longDate(dayOf(article.published))}</time>
            {updated ? (
              <>
                {' '}
                · Updated <time dateTime={article.updated}>{longDate(dayOf(article.updated))}</time>
              </>
            ) : null}{' '}
            · {article.readingMinutes} min read
          </Text>
        </Stack>
      </Section>
      <Section>
        <Stack
          gap="lg"
          css={css`
            align-items: flex-start;
          `}
        >
          <Image
            {...article.hero}
            sizes={proseImageSizes}
            priority
            css={(t) => ({ width: '100%', maxWidth: t.sizes.prose, height: 'auto' })}
          />
          <ArticleBody tree={article.body} />
        </Stack>
      </Section>
      <BlogCardsSection
        id="related"
        heading={blogIntro.relatedHeading}
        cards={relatedArticles(article, all).map((other) => articleCard(other, base))}
        tone="muted"
      />
    </>
  );
}

/** An article's page at /blogs/<slug>: its head, its markup, and hreflang only to its named translation. */
export function articlePage(region: RegionConfig, article: Article, all: readonly Article[]): SitePage {
  return {
    meta: { title: article.title, description: article.description },
    Component: () => <ArticleView region={region} article={article} all={all} />,
    otherRegionPath: article.translation ? articlePath(article.translation) : null,
    crumbs: [{ name: blogIntro.eyebrow, path: blogIndexPath }],
    lastmod: dayOf(article.updated),
    article: {
      publishedTime: article.published,
      modifiedTime: article.updated,
      section: article.category,
      authorPath: authorPath(article.author),
    },
    // Its own hero in a link preview, where the build made its crop (a draft's SVG has none).
    ...(article.hero.crops
      ? {
          shareImage: {
            ...article.hero.crops.share,
            path: `${region.basename}${article.hero.crops.share.path}`,
            type: 'image/jpeg' as const,
            alt: article.hero.alt || article.title,
          },
        }
      : {}),
    structuredData: (urlOf) => [blogPosting(region, article, urlOf)],
  };
}
