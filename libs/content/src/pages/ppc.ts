import { regionalPage } from './localise.ts';
import type { Feature } from './page-content.ts';

// The cards differ between regions only in the smallest unit of currency.
const whyInvest = (smallestUnit: 'rupee' | 'penny'): Feature[] => [
  {
    title: 'Results from day one',
    description: 'Ads can bring enquiries within hours of going live.',
    icon: 'rocket',
  },
  {
    title: 'Pay only for clicks',
    description: `You pay when someone visits, and you control the budget to the ${smallestUnit}.`,
    icon: 'cursor',
  },
  {
    title: 'Laser targeting',
    description: 'Reach people by search term, location, device, time of day and audience.',
    icon: 'target',
  },
  {
    title: 'Fully measurable',
    description: 'See exactly which keyword and ad produced each lead and sale.',
    icon: 'gauge',
  },
];

/** PPC: intro, key processes, why invest, 6 services (docs/requirements.md §2). */
export const ppcPage = regionalPage({
  path: '/services/ppc',
  meta: {
    in: {
      title: 'PPC and Google Ads Management in India',
      description:
        'Google Ads, Meta and LinkedIn campaigns managed by certified specialists in Noida, optimised for cost per lead and reported weekly in rupees.',
    },
    uk: {
      title: 'PPC Management Agency for UK Businesses',
      description:
        'Pay-per-click management for UK companies: Google Ads, Microsoft Ads and paid social run against cost per lead, with weekly reports in pounds.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Pay-per-click advertising',
      heading: 'PPC campaigns that pay back every rupee you spend',
      paragraphs: [
        'Pay-per-click puts you at the top of search results and social feeds today, in front of people already looking for what you offer. Done badly, it burns money; done well, it is the fastest way to grow.',
        'Our certified specialists build tightly targeted campaigns, write ads that earn the click, and tune bids every week against the only number that matters: your cost per lead. Management starts at ₹25,000 a month.',
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Our key processes',
      steps: [
        {
          number: 1,
          title: 'Research and structure',
          description: 'Keyword, audience and competitor research shape a clean account structure.',
          icon: 'search',
        },
        {
          number: 2,
          title: 'Ads and landing pages',
          description: 'Compelling ads paired with focused landing pages that match every search.',
          icon: 'layout',
        },
        {
          number: 3,
          title: 'Track every conversion',
          description: 'Calls, forms and sales are tracked so budget follows what actually works.',
          icon: 'target',
        },
        {
          number: 4,
          title: 'Optimise weekly',
          description: 'Bids, negatives and ad tests are reviewed every week and reported in plain language.',
          icon: 'chart',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'why-invest',
      heading: 'Why invest in PPC',
      columns: 4,
      items: whyInvest('rupee'),
    },
    {
      kind: 'cards',
      id: 'services',
      heading: 'Our PPC services',
      columns: 3,
      items: [
        {
          title: 'Google Search Ads',
          description: 'Text ads for high-intent searches, managed for cost per lead.',
          icon: 'search',
        },
        {
          title: 'Shopping campaigns',
          description: 'Product feeds and Performance Max campaigns that drive online sales.',
          icon: 'cart',
        },
        {
          title: 'Display and remarketing',
          description: 'Bring back visitors who left without enquiring, across millions of sites.',
          icon: 'globe',
        },
        {
          title: 'Paid social',
          description: 'Meta and LinkedIn ads targeted by interest, role and company.',
          icon: 'share',
        },
        {
          title: 'YouTube advertising',
          description: 'Short video ads that build awareness with the right audience.',
          icon: 'star',
        },
        {
          title: 'Landing page optimisation',
          description: 'A/B tests on headlines, forms and offers that lower the cost of every lead.',
          icon: 'layout',
        },
      ],
    },
  ],
  overrides: {
    uk: {
      intro: {
        heading: 'PPC campaigns that pay back every pound you spend',
        paragraphs: [
          'Pay-per-click puts you at the top of search results and social feeds today, in front of people already looking for what you offer. Done badly, it burns money; done well, it is the fastest way to grow.',
          'Our certified specialists build tightly targeted campaigns, write ads that earn the click, and tune bids every week against the only number that matters: your cost per lead. Management starts at £500 a month.',
        ],
      },
      'why-invest': { items: whyInvest('penny') },
    },
  },
});
