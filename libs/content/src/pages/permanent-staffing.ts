import { regionalPage } from './localise.ts';
import { screeningProcess } from './shared/screening.ts';

const enquire = { label: 'Enquire Now', href: '/ContactUs' };

/** Permanent staffing: intro, 9 benefits, 5-step screening, statistics, 4 reasons, 'Get Hire Now'. */
export const permanentStaffingPage = regionalPage({
  path: '/services/Permanent-Staffing',
  meta: {
    in: {
      title: 'Permanent Staffing and Recruitment Agency in India',
      description:
        'Permanent hires from 35,000+ pre-vetted CVs, screened in five steps. A 50% shorter recruitment timeline for Indian companies, with a replacement guarantee.',
    },
    uk: {
      title: 'Permanent Recruitment Agency for UK Employers',
      description:
        'Permanent recruitment for UK employers: 35,000+ pre-vetted CVs, a five-step screening process and developer matches in 3 days. Hire in 5+ countries.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Permanent staffing',
      heading: 'Permanent hires who stay, grow and deliver',
      paragraphs: [
        'A wrong hire costs months of salary, lost momentum and a second search. We reduce that risk with a talent pool of 35,000+ pre-vetted CVs, specialist recruiters for every discipline and a screening process no candidate skips.',
        'From a single senior developer to a complete new team, we find people who fit your role, your culture and your budget, and we stay in touch after they start.',
      ],
    },
    {
      kind: 'benefits',
      id: 'benefits',
      heading: 'Benefits of permanent staffing with us',
      itemCta: enquire,
      items: [
        {
          id: 'pre-vetted-talent',
          title: 'Pre-vetted talent pool',
          description: 'Start from 35,000+ pre-vetted CVs instead of an empty job board.',
          icon: 'users',
        },
        {
          id: 'faster-hiring',
          title: 'Faster hiring',
          description: 'A 50% shorter recruitment timeline than hiring alone, on average.',
          icon: 'clock',
        },
        {
          id: 'specialist-recruiters',
          title: 'Specialist recruiters',
          description: 'Recruiters who understand tech, marketing and operations roles in depth.',
          icon: 'star',
        },
        {
          id: 'cultural-fit',
          title: 'Cultural fit',
          description: 'We assess values and working style as carefully as skills.',
          icon: 'heart',
        },
        {
          id: 'replacement-guarantee',
          title: 'Replacement guarantee',
          description: 'If a hire leaves within the guarantee period, we find a replacement free of charge.',
          icon: 'shield',
        },
        {
          id: 'salary-insight',
          title: 'Salary insight',
          description: 'Current market data helps you make offers that are accepted.',
          icon: 'chart',
        },
        {
          id: 'employer-brand',
          title: 'Your employer brand, protected',
          description: 'Every candidate gets a prompt, respectful experience, hired or not.',
          icon: 'handshake',
        },
        {
          id: 'global-reach',
          title: 'International reach',
          description:
            'Hire and pay staff in 5+ countries, with candidates from 20+ countries in our network.',
          icon: 'globe',
        },
        {
          id: 'one-point-of-contact',
          title: 'One point of contact',
          description: 'A dedicated consultant manages every vacancy from brief to first day.',
          icon: 'briefcase',
        },
      ],
    },
    screeningProcess,
    {
      kind: 'statistics',
      id: 'statistics',
      heading: 'Recruitment in numbers',
      items: [
        { value: '35,000+', label: 'pre-vetted CVs' },
        { value: '100+', label: 'in-house specialists' },
        { value: '5+', label: 'countries to hire and pay staff' },
        { value: '50%', label: 'shorter recruitment timeline' },
        { value: '3 days', label: 'to find a developer match' },
      ],
    },
    {
      kind: 'cards',
      id: 'reasons',
      heading: 'Why use a recruitment agency',
      columns: 4,
      items: [
        {
          title: 'Reach passive candidates',
          description: 'The best people are rarely job hunting; our network reaches them directly.',
          icon: 'search',
        },
        {
          title: 'Save management time',
          description: 'We sift, test and interview, so your managers only meet the finalists.',
          icon: 'clock',
        },
        {
          title: 'Lower hiring risk',
          description: 'Structured screening and a replacement guarantee protect your investment.',
          icon: 'shield',
        },
        {
          title: 'Scale when you need to',
          description: 'Fill one role or twenty without building an in-house recruitment team.',
          icon: 'rocket',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'hire',
      heading: 'Ready to meet your next hire?',
      text: 'Share your vacancy and see a shortlist of screened candidates, usually within a week. Developer roles are often matched in 3 days.',
      cta: { label: 'Get Hire Now', href: '/Careers' },
    },
  ],
});
