import { leadGenPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = leadGenPage.in;
export const meta = page.meta;

export default function LeadGenPage() {
  return <ServicePage page={page} />;
}
