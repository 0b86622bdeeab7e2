import { temporaryContractStaffingPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = temporaryContractStaffingPage.in;
export const meta = page.meta;

export default function TemporaryContractStaffingPage() {
  return <ServicePage page={page} />;
}
