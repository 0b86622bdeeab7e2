import { regionalPage } from './localise.ts';

const enquire = { label: 'Enquire Now', href: '/ContactUs' };

/** Web development: intro, 5-step process, 6 benefits with 'Enquire Now', 6 services (docs/requirements.md §2). */
export const websiteDevelopmentPage = regionalPage({
  path: '/services/website-development',
  meta: {
    in: {
      title: 'Website Development Company in Noida, India',
      description:
        'Custom, responsive websites built in Noida for speed, security and search, with analytics that show what every page earns for your business.',
    },
    uk: {
      title: 'Website Development Agency for UK Businesses',
      description:
        'Bespoke, accessible websites for UK companies: fast on every phone, secure, found in search and measured from launch. Fixed prices per phase.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Website development',
      heading: 'Website development that turns visitors into enquiries',
      paragraphs: [
        'Your website is often the first conversation a customer has with you. We build it to load quickly on any phone, to be found in search, and to lead each visitor towards getting in touch.',
        'Every build starts with your goals and your audience, is tested on real devices and ships with the tracking you need to see what works.',
      ],
      cta: { label: 'Discuss your website', href: '/ContactUs' },
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How we build your website',
      lead: 'Five disciplines run through every project, from the first workshop to the months after launch.',
      steps: [
        {
          number: 1,
          title: 'Project planning',
          description:
            'We agree goals, audience, pages and integrations in a short discovery workshop, then fix the scope, timeline and price.',
          icon: 'lightbulb',
        },
        {
          number: 2,
          title: 'User interaction and feedback',
          description:
            'Clickable prototypes are tested with real users and your team before a line of production code is written.',
          icon: 'users',
        },
        {
          number: 3,
          title: 'Performance and analytics tracking',
          description:
            'Speed budgets, Core Web Vitals monitoring and goal tracking are built in, so you know what each page earns.',
          icon: 'gauge',
        },
        {
          number: 4,
          title: 'Responsive design and accessibility',
          description:
            'Layouts adapt from the smallest phone to a wide desk monitor and meet WCAG 2.2 AA for every visitor.',
          icon: 'layout',
        },
        {
          number: 5,
          title: 'Security best practices',
          description:
            'HTTPS everywhere, hardened forms, dependency updates and least-privilege access keep your site and data safe.',
          icon: 'shield',
        },
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      heading: 'What a well-built website does for you',
      itemCta: enquire,
      items: [
        {
          id: 'more-enquiries',
          title: 'More enquiries from the same traffic',
          description: 'Clear journeys and fast pages convert more of the visitors you already have.',
          icon: 'target',
        },
        {
          id: 'found-in-search',
          title: 'Found in search',
          description:
            'Clean markup, structured data and quick loading give your pages a head start in Google.',
          icon: 'search',
        },
        {
          id: 'easy-updates',
          title: 'Easy to update',
          description:
            'Change prices, pages and offers yourself in minutes, without waiting for a developer.',
          icon: 'cursor',
        },
        {
          id: 'ready-to-grow',
          title: 'Ready to grow',
          description: 'A modular codebase lets us add features, languages or a shop without starting again.',
          icon: 'rocket',
        },
        {
          id: 'lower-running-costs',
          title: 'Lower running costs',
          description: 'Efficient code and sensible hosting keep monthly bills small as your traffic grows.',
          icon: 'chart',
        },
        {
          id: 'peace-of-mind',
          title: 'Peace of mind',
          description:
            'Monitoring, backups and security updates mean problems are fixed before customers notice.',
          icon: 'shield',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      heading: 'Our web development services',
      columns: 3,
      items: [
        {
          title: 'Custom web development',
          description: 'Websites and web apps written for your processes, not bent around a template.',
          icon: 'code',
        },
        {
          title: 'Responsive design',
          description: 'One site that looks and works right on phones, tablets and desktops.',
          icon: 'phone',
        },
        {
          title: 'UI/UX design',
          description: 'Interfaces designed from user research, tested and refined before they are built.',
          icon: 'layout',
        },
        {
          title: 'Cloud integration',
          description: 'Connect your site to payment, CRM, ERP and cloud services through secure APIs.',
          icon: 'cloud',
        },
        {
          title: 'Website security',
          description: 'Audits, hardening, firewalls and malware monitoring for new and existing sites.',
          icon: 'shield',
        },
        {
          title: 'SEO and performance optimisation',
          description: 'Faster load times and technical SEO fixes that lift both rankings and conversions.',
          icon: 'gauge',
        },
      ],
    },
  ],
});
