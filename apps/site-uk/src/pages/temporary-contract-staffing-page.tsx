import { temporaryContractStaffingIntro, temporaryContractStaffingMeta } from '@agency/content';
import { IntroSection } from '@agency/sections';

export const meta = temporaryContractStaffingMeta;

export default function TemporaryContractStaffingPage() {
  return <IntroSection intro={temporaryContractStaffingIntro} />;
}
