import { ppcPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = ppcPage.uk;
export const meta = page.meta;

export default function PpcPage() {
  return <ServicePage page={page} />;
}
