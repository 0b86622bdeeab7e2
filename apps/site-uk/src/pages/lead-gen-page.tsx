import { leadGenPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = leadGenPage.uk;
export const meta = page.meta;

export default function LeadGenPage() {
  return <ServicePage page={page} />;
}
