import { regionalPage } from './localise.ts';

/** Social media: intro, why you need it, integrated processes, 6 services, why choose us (6 benefits). */
export const socialMediaPage = regionalPage({
  path: '/services/social-media',
  meta: {
    in: {
      title: 'Social Media Management Agency in India',
      description:
        'Planned, on-brand social media for Indian businesses: content calendars, Reels, community care and ads across Instagram, Facebook and LinkedIn.',
    },
    uk: {
      title: 'Social Media Management for UK Brands',
      description:
        'Social media management for UK businesses: strategy, content creation, community management and paid social, with monthly reports you can act on.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Social media management',
      heading: 'Social media that builds a following and fills your inbox',
      paragraphs: [
        '55% of consumers discover new brands on social media. Posting when you find a spare minute is not enough to be one of them.',
        'We plan, create and publish content your audience wants to share, answer comments and messages quickly, and turn followers into enquiries with targeted paid campaigns.',
      ],
    },
    {
      kind: 'cards',
      id: 'why',
      heading: 'Why you need social media management',
      columns: 4,
      items: [
        {
          title: 'Be where customers spend time',
          description: 'Meet buyers on the platforms they open many times a day.',
          icon: 'globe',
        },
        {
          title: 'Consistency builds trust',
          description: 'A steady flow of useful posts keeps your brand familiar and credible.',
          icon: 'star',
        },
        {
          title: 'Conversations, not broadcasts',
          description: 'Quick, friendly replies turn questions into customers and critics into fans.',
          icon: 'users',
        },
        {
          title: 'Precise targeting',
          description: 'Paid social reaches people by location, interest and job title.',
          icon: 'target',
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Our integrated processes',
      lead: 'Organic content, community care and paid campaigns run from one plan, so each makes the others stronger.',
      steps: [
        {
          number: 1,
          title: 'Audit and strategy',
          description: 'We review your channels and competitors and set goals, audiences and a voice.',
          icon: 'search',
        },
        {
          number: 2,
          title: 'Content calendar',
          description:
            'A monthly calendar of posts, Reels and stories, approved by you before anything goes live.',
          icon: 'layout',
        },
        {
          number: 3,
          title: 'Publish and engage',
          description: 'We post at the best times and reply to comments and messages every working day.',
          icon: 'share',
        },
        {
          number: 4,
          title: 'Measure and refine',
          description: 'Monthly reports show reach, engagement and leads, and what we will change next.',
          icon: 'chart',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      heading: 'Our social media services',
      columns: 3,
      items: [
        {
          title: 'Social media strategy',
          description: 'Goals, audiences, channels and a content mix built around your business.',
          icon: 'lightbulb',
        },
        {
          title: 'Content creation',
          description: 'Graphics, short videos, carousels and copy produced by our in-house creative team.',
          icon: 'star',
        },
        {
          title: 'Community management',
          description: 'Comments, messages and reviews answered promptly in your brand’s voice.',
          icon: 'users',
        },
        {
          title: 'Paid social advertising',
          description: 'Meta, LinkedIn and YouTube campaigns optimised for leads and sales.',
          icon: 'cursor',
        },
        {
          title: 'Influencer partnerships',
          description: 'Creators matched to your audience, with clear briefs and measured results.',
          icon: 'handshake',
        },
        {
          title: 'Analytics and reporting',
          description: 'Monthly reports that link social activity to website visits and enquiries.',
          icon: 'chart',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'why-choose-us',
      heading: 'Why choose us for social media',
      items: [
        {
          id: 'dedicated-manager',
          title: 'A dedicated manager',
          description: 'One person who knows your brand plans and checks every post.',
          icon: 'users',
        },
        {
          id: 'in-house-creative',
          title: 'In-house creative team',
          description: 'Designers and video editors on the same team, so content is never generic stock.',
          icon: 'star',
        },
        {
          id: 'fast-responses',
          title: 'Fast responses',
          description: 'Messages and comments answered within hours on working days.',
          icon: 'clock',
        },
        {
          id: 'data-led',
          title: 'Data-led decisions',
          description: 'We double down on formats and topics that perform and drop those that do not.',
          icon: 'chart',
        },
        {
          id: 'brand-safe',
          title: 'Brand-safe approvals',
          description: 'Nothing goes live without your sign-off, and every post follows your guidelines.',
          icon: 'shield',
        },
        {
          id: 'no-lock-in',
          title: 'No long lock-in',
          description: 'Rolling monthly plans: we keep your business by delivering results.',
          icon: 'handshake',
        },
      ],
    },
  ],
});
