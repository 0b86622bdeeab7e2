import { whoWeArePage } from '@agency/content';
import { PageSections } from '@agency/sections';

const page = whoWeArePage.uk;
export const meta = page.meta;

export default function WhoWeArePage() {
  return <PageSections sections={page.sections} />;
}
