import { androidAppPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = androidAppPage.uk;
export const meta = page.meta;

export default function AndroidAppPage() {
  return <ServicePage page={page} />;
}
