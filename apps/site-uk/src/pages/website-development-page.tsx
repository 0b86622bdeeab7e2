import { websiteDevelopmentIntro, websiteDevelopmentMeta } from '@agency/content';
import { IntroSection } from '@agency/sections';

export const meta = websiteDevelopmentMeta;

export default function WebsiteDevelopmentPage() {
  return <IntroSection intro={websiteDevelopmentIntro} />;
}
