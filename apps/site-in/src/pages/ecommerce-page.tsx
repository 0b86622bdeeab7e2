import { ecommercePage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = ecommercePage.in;
export const meta = page.meta;

export default function EcommercePage() {
  return <ServicePage page={page} />;
}
