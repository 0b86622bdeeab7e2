import { regionalPage } from './localise.ts';

/** Web design: intro with image, 3-step process, 4 feature cards (docs/requirements.md §2). */
export const websiteDesignPage = regionalPage({
  path: '/services/website-design',
  meta: {
    in: {
      title: 'Website Design Services in India',
      description:
        'Distinctive, mobile-first website design from our Noida studio: a visual identity customers remember, fast pages and layouts built to convert.',
    },
    uk: {
      title: 'Website Design Agency in London',
      description:
        'Website design for UK brands that makes a strong first impression: unique, responsive, quick to load, search-friendly and designed for conversions.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Website design',
      heading: 'Website design that wins the first impression',
      paragraphs: [
        'Visitors decide within seconds whether to trust you, and 94% of first impressions are design-related. Research also finds that 75% of people judge a company’s credibility by its website design.',
        'We design websites that look unmistakably like you, make your offer obvious at a glance and guide each visitor to the next step, whether that is a call, a booking or a purchase.',
      ],
      image: {
        src: '/images/illustrations/web-design.svg',
        alt: 'Wireframes of a web page turning into a finished, colourful design on a laptop and a phone',
        width: 480,
        height: 360,
      },
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Our design process',
      steps: [
        {
          number: 1,
          title: 'Planning and strategy',
          description:
            'We study your audience, competitors and goals, then map the pages and journeys your site needs.',
          icon: 'lightbulb',
        },
        {
          number: 2,
          title: 'Design and development',
          description:
            'Moodboards, wireframes and full designs you review at each stage, then built pixel-perfect in code.',
          icon: 'layout',
        },
        {
          number: 3,
          title: 'Testing and optimisation',
          description:
            'We test on real devices and with real users, then refine layouts and calls to action after launch.',
          icon: 'check',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'features',
      heading: 'What every design includes',
      columns: 4,
      items: [
        {
          title: 'Unique visual identity',
          description:
            'Colours, type and imagery chosen for your brand, never a theme shared with competitors.',
          icon: 'star',
        },
        {
          title: 'Responsive and mobile-friendly',
          description: 'Layouts designed for the phone first, then scaled up to tablets and desktops.',
          icon: 'phone',
        },
        {
          title: 'Fast loading and SEO optimised',
          description: 'Light pages and clean structure help search engines and impatient visitors alike.',
          icon: 'gauge',
        },
        {
          title: 'Designed for conversions',
          description: 'Clear hierarchy and well-placed calls to action turn interest into enquiries.',
          icon: 'target',
        },
      ],
    },
  ],
});
