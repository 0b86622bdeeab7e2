import { blogIntro, blogMeta, editorsPicks } from '@agency/content';
import { BlogCardsSection, PageHeaderSection } from '@agency/sections';

export const meta = blogMeta.in;

export default function BlogPage() {
  return (
    <>
      <PageHeaderSection eyebrow={blogIntro.eyebrow} heading={blogIntro.heading} lead={blogIntro.lead} />
      <BlogCardsSection heading={blogIntro.picksHeading} cards={editorsPicks} />
    </>
  );
}
