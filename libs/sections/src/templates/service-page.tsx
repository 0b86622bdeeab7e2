import type { PageContent } from '@agency/content';
import { PageSections } from './page-sections.tsx';

/** Every service page: its section stack, intro first (the page's h1). */
export function ServicePage({ page }: { page: PageContent }) {
  return <PageSections sections={page.sections} />;
}
