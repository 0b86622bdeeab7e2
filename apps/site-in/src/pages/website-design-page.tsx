import { websiteDesignPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = websiteDesignPage.in;
export const meta = page.meta;

export default function WebsiteDesignPage() {
  return <ServicePage page={page} />;
}
