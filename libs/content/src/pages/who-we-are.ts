import { regionalPage } from './localise.ts';

/** Who we are: intro, six expertise cards, four reasons to work together (docs/requirements.md §2). */
export const whoWeArePage = regionalPage({
  path: '/about/Who-are',
  meta: {
    in: {
      title: 'Who we are: a Noida web and marketing agency',
      description:
        'Meet the Noida agency behind fast websites, search and social campaigns and specialist recruitment: our expertise and how we work with you.',
    },
    uk: {
      title: 'About us: a London-led web and marketing agency',
      description:
        'Who we are: a London-led agency for web development, digital marketing and recruitment, with a delivery team in Noida and 100+ in-house specialists.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Who we are',
      heading: 'Designers, developers, marketers and recruiters working as one team',
      paragraphs: [
        'Brightpath Digital began as a two-person web studio in Noida. Today 100+ in-house specialists build websites and apps, run search, social and paid campaigns, and recruit for businesses across India, the United Kingdom and beyond.',
        'What has not changed is how we work: we learn your business first, agree the results that matter, and stay accountable for them.',
      ],
    },
    {
      kind: 'cards',
      id: 'expertise',
      heading: 'Our expertise',
      columns: 3,
      items: [
        {
          title: 'Web development',
          description:
            'Custom websites and web apps that load fast, rank well and are easy for your team to update.',
          icon: 'code',
        },
        {
          title: 'Design and user experience',
          description:
            'Interfaces shaped by research and testing, so visitors find what they need and act on it.',
          icon: 'layout',
        },
        {
          title: 'Mobile apps',
          description:
            'Android apps with clean architecture, offline support and careful attention to performance.',
          icon: 'phone',
        },
        {
          title: 'Search and content',
          description:
            'Technical SEO, useful content and local search that bring in visitors who are ready to buy.',
          icon: 'search',
        },
        {
          title: 'Paid and social media',
          description:
            'Google, Meta and LinkedIn campaigns managed against cost per lead and return on ad spend.',
          icon: 'cursor',
        },
        {
          title: 'Recruitment and HR',
          description: 'Permanent, contract and niche hiring, plus HR services for growing teams.',
          icon: 'briefcase',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'reasons',
      heading: 'Why work with us',
      columns: 2,
      items: [
        {
          title: 'Security',
          description:
            'Your data, accounts and code are protected with access controls, encrypted backups and signed confidentiality agreements.',
          icon: 'shield',
        },
        {
          title: 'Quality',
          description:
            'Every deliverable is reviewed by a second specialist and tested before it reaches you, on real devices and real data.',
          icon: 'check',
        },
        {
          title: 'Ability',
          description:
            'One team covers web, marketing and hiring, so we can take on a complete project without handing you between suppliers.',
          icon: 'rocket',
        },
        {
          title: 'Relation',
          description:
            'Most of our clients have worked with us for years. A named lead knows your business and answers when you call.',
          icon: 'handshake',
        },
      ],
    },
  ],
  overrides: {
    uk: {
      intro: {
        paragraphs: [
          'Brightpath Digital began as a two-person web studio in Noida and now serves UK clients from its London headquarters. Today 100+ in-house specialists build websites and apps, run search, social and paid campaigns, and recruit for businesses across the United Kingdom, India and beyond.',
          'What has not changed is how we work: we learn your business first, agree the results that matter, and stay accountable for them.',
        ],
      },
    },
  },
});
