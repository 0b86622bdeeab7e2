import { specializedNicheHiringPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = specializedNicheHiringPage.in;
export const meta = page.meta;

export default function SpecializedNicheHiringPage() {
  return <ServicePage page={page} />;
}
