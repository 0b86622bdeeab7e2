import { regionalPage } from './localise.ts';

/** Web hosting: intro with image and wave, 3-step process, 4 features, 6 services (docs/requirements.md §2). */
export const hostingPage = regionalPage({
  path: '/services/hosting',
  meta: {
    in: {
      title: 'Managed Web Hosting in India with 99.9% Uptime',
      description:
        'Shared, VPS, dedicated and cloud hosting with 99.9% uptime, daily backups and 24/7 support from engineers who also build websites. Plans in rupees.',
    },
    uk: {
      title: 'Managed Web Hosting for UK Websites',
      description:
        'Fast, secure UK-friendly hosting: shared, VPS, dedicated and cloud plans with 99.9% uptime, daily backups and 24/7 support. Prices in pounds.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Web hosting',
      heading: 'Hosting that keeps your website fast, safe and always on',
      paragraphs: [
        'A slow or unavailable website costs you customers every minute. Our managed hosting runs on tuned servers with 99.9% uptime, and 24/7 support from engineers who know your site.',
        'Choose the plan that fits today and move up without downtime as you grow. Plans start at ₹499 a month.',
      ],
      points: [
        'Shared hosting for brochure sites and blogs',
        'VPS hosting for growing businesses that need guaranteed resources',
        'Dedicated servers for heavy traffic and strict compliance',
        'Cloud hosting that scales automatically with demand',
      ],
      image: {
        src: '/images/illustrations/hosting.svg',
        alt: 'A rack of servers connected to a cloud, with an uptime graph holding steady at the top',
        width: 480,
        height: 360,
      },
      background: 'wave',
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How we look after your hosting',
      steps: [
        {
          number: 1,
          title: 'Setup and configuration',
          description:
            'We migrate your site, email and DNS free of charge and tune the server for your platform.',
          icon: 'server',
        },
        {
          number: 2,
          title: 'Management and support',
          description:
            'Updates, patches and backups are handled for you, and our engineers answer 24/7 support requests.',
          icon: 'users',
        },
        {
          number: 3,
          title: 'Monitoring and optimisation',
          description: 'Round-the-clock monitoring spots trouble early; monthly reviews keep pages fast.',
          icon: 'gauge',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'features',
      heading: 'Why host with us',
      columns: 4,
      items: [
        {
          title: 'High-speed server performance',
          description: 'NVMe storage, HTTP/3 and server-side caching deliver pages in a blink.',
          icon: 'gauge',
        },
        {
          title: 'Scalable cloud hosting',
          description: 'Add memory and processing power in minutes when a campaign or season brings a rush.',
          icon: 'cloud',
        },
        {
          title: 'Robust security',
          description:
            'Firewalls, malware scanning, free SSL certificates and isolated accounts as standard.',
          icon: 'shield',
        },
        {
          title: '24/7 expert support',
          description: 'Real engineers by phone, chat and email, day and night, weekends included.',
          icon: 'clock',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      heading: 'Hosting services',
      columns: 3,
      items: [
        {
          title: 'Managed WordPress hosting',
          description: 'Automatic core and plugin updates, staging sites and caching tuned for WordPress.',
          icon: 'globe',
        },
        {
          title: 'Developer-friendly environment',
          description: 'SSH and Git access, multiple PHP and Node.js versions, and one-click staging.',
          icon: 'code',
        },
        {
          title: 'Easy management dashboard',
          description: 'Manage domains, email, backups and SSL from one clear dashboard, no jargon required.',
          icon: 'layout',
        },
        {
          title: 'Business email hosting',
          description: 'Professional addresses on your domain with spam filtering and generous mailboxes.',
          icon: 'mail',
        },
        {
          title: 'Daily backups and restore',
          description: 'Thirty days of daily off-site backups, restored in a click or by our team.',
          icon: 'check',
        },
        {
          title: 'Free website migration',
          description: 'We move your site from any provider without downtime and check everything works.',
          icon: 'rocket',
        },
      ],
    },
  ],
  overrides: {
    uk: {
      intro: {
        paragraphs: [
          'A slow or unavailable website costs you customers every minute. Our managed hosting runs on tuned servers with 99.9% uptime, and 24/7 support from engineers who know your site.',
          'Choose the plan that fits today and move up without downtime as you grow. Plans start at £9 a month, with servers in London available for UK data residency.',
        ],
      },
    },
  },
});
