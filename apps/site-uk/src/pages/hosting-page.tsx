import { hostingPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = hostingPage.uk;
export const meta = page.meta;

export default function HostingPage() {
  return <ServicePage page={page} />;
}
