import { androidAppPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = androidAppPage.in;
export const meta = page.meta;

export default function AndroidAppPage() {
  return <ServicePage page={page} />;
}
