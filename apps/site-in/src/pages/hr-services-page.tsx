import { hrServicesPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = hrServicesPage.in;
export const meta = page.meta;

export default function HrServicesPage() {
  return <ServicePage page={page} />;
}
