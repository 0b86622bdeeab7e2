import { regionalPage } from './localise.ts';

/** Lead generation: intro with image, 3-step process, 'why you need it' (4); no services grid. */
export const leadGenPage = regionalPage({
  path: '/services/lead-gen',
  meta: {
    in: {
      title: 'Lead Generation Services for Indian Businesses',
      description:
        'Campaigns, landing pages and nurturing that fill your sales pipeline with qualified B2B and B2C leads across India, priced against cost per lead.',
    },
    uk: {
      title: 'B2B and B2C Lead Generation in the UK',
      description:
        'Qualified leads for UK sales teams: targeted campaigns, high-converting landing pages and lead nurturing, with every lead tracked to its source.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Lead generation',
      heading: 'A steady flow of qualified leads for your sales team',
      paragraphs: [
        '65% of businesses say generating traffic and leads is their biggest marketing challenge. We take it off your plate with campaigns built around the buyers you actually want.',
        'Every lead is captured, scored and passed to your team with its source attached, and the ones not ready to buy are nurtured until they are: businesses that nurture their leads typically see 50% more sales-ready leads.',
      ],
      image: {
        src: '/images/illustrations/lead-gen.svg',
        alt: 'A funnel turning many website visitors into a few qualified sales leads',
        width: 480,
        height: 360,
      },
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How we generate leads',
      steps: [
        {
          number: 1,
          title: 'Define the ideal customer',
          description: 'We profile the buyers worth winning and the offer that will make them raise a hand.',
          icon: 'target',
        },
        {
          number: 2,
          title: 'Launch campaigns and landing pages',
          description: 'Search, social and email campaigns lead to focused pages with one clear action.',
          icon: 'rocket',
        },
        {
          number: 3,
          title: 'Qualify, nurture and hand over',
          description: 'Leads are scored, nurtured by email and passed to sales at the right moment.',
          icon: 'handshake',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'why',
      heading: 'Why you need lead generation',
      columns: 4,
      items: [
        {
          title: 'A predictable pipeline',
          description: 'Know how many new opportunities next month will bring, and plan around it.',
          icon: 'chart',
        },
        {
          title: 'Less time prospecting',
          description: 'Your salespeople spend their days selling, not hunting for someone to call.',
          icon: 'clock',
        },
        {
          title: 'Better-fit customers',
          description: 'Targeting and qualification filter out the enquiries that were never going to buy.',
          icon: 'users',
        },
        {
          title: 'Measurable return',
          description: 'Cost per lead and cost per sale are tracked from the first click to the signed deal.',
          icon: 'gauge',
        },
      ],
    },
  ],
});
