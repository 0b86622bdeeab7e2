import { socialMediaPage } from '@agency/content';
import { ServicePage } from '@agency/sections';

const page = socialMediaPage.uk;
export const meta = page.meta;

export default function SocialMediaPage() {
  return <ServicePage page={page} />;
}
