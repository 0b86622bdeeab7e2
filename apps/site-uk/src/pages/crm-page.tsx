import { crmPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = crmPage.uk;
export const meta = page.meta;

export default function CrmPage() {
  return <ServicePage page={page} />;
}
