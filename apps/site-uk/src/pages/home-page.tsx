import { homeUkHero, homeUkMeta } from '@agency/content';
import { HeroSection } from '@agency/sections';

export const meta = homeUkMeta;

export default function HomePage() {
  return <HeroSection hero={homeUkHero} />;
}
