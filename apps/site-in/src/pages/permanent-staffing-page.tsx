import { permanentStaffingPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = permanentStaffingPage.in;
export const meta = page.meta;

export default function PermanentStaffingPage() {
  return <ServicePage page={page} />;
}
