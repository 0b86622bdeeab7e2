import { ppcPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = ppcPage.in;
export const meta = page.meta;

export default function PpcPage() {
  return <ServicePage page={page} />;
}
