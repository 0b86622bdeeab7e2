import { websiteDevelopmentPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = websiteDevelopmentPage.in;
export const meta = page.meta;

export default function WebsiteDevelopmentPage() {
  return <ServicePage page={page} />;
}
