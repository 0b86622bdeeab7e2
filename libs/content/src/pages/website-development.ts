import type { IntroContent, PageMeta } from './page-content.ts';

export const websiteDevelopmentMeta: PageMeta = {
  path: '/services/website-development',
  title: 'Website development',
  description:
    'Custom, responsive websites built for speed, security and search, with analytics that show what every page earns.',
};

export const websiteDevelopmentIntro: IntroContent = {
  heading: 'Website development that turns visitors into enquiries',
  paragraphs: [
    'Your website is often the first conversation a customer has with you. We build it to load quickly on any phone, to be found in search, and to lead each visitor towards getting in touch.',
    'Every build starts with your goals and your audience, is tested on real devices and ships with the tracking you need to see what works.',
  ],
};
