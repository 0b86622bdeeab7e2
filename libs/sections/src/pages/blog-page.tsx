import type { Region } from '@agency/contract';
import { blogIntro, blogMeta, editorsPicks } from '@agency/content';
import { BlogCardsSection } from '../blocks/blog-cards-section.tsx';
import { PageHeaderSection } from '../blocks/page-header-section.tsx';
import type { SitePage } from '../site/site-definition.ts';

function BlogPage() {
  return (
    <>
      <PageHeaderSection eyebrow={blogIntro.eyebrow} heading={blogIntro.heading} lead={blogIntro.lead} />
      <BlogCardsSection heading={blogIntro.picksHeading} cards={editorsPicks} />
    </>
  );
}

/** The blog's Editor's Picks: the same cards in both regions, each with its own words for search results. */
export const blogPage = (region: Region): SitePage => ({ meta: blogMeta[region], Component: BlogPage });
