import { temporaryContractStaffingPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = temporaryContractStaffingPage.uk;
export const meta = page.meta;

export default function TemporaryContractStaffingPage() {
  return <ServicePage page={page} />;
}
