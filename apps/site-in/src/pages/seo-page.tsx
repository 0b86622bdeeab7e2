import { seoPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = seoPage.in;
export const meta = page.meta;

export default function SeoPage() {
  return <ServicePage page={page} />;
}
