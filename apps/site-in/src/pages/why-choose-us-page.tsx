import { whyChooseUsPage } from '@agency/content';
import { PageSections } from '@agency/sections';

const page = whyChooseUsPage.in;
export const meta = page.meta;

export default function WhyChooseUsPage() {
  return <PageSections sections={page.sections} />;
}
