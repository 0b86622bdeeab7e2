import { websiteDesignPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = websiteDesignPage.uk;
export const meta = page.meta;

export default function WebsiteDesignPage() {
  return <ServicePage page={page} />;
}
