import { regionalPage } from './localise.ts';
import type { Feature } from './page-content.ts';

// The requirements name 'corporate ethics program'; the UK site spells it the British way.
const coreServices = (programme: 'program' | 'programme'): Feature[] => [
  {
    title: 'Compensation consulting',
    description:
      'Salary benchmarking, pay bands and incentive plans that attract talent and keep payroll sustainable.',
    icon: 'chart',
  },
  {
    title: `Corporate ethics ${programme}`,
    description: 'Codes of conduct, whistle-blowing channels and training that build a culture people trust.',
    icon: 'shield',
  },
  {
    title: 'Leadership training',
    description:
      'Practical workshops and coaching that turn strong individual contributors into confident managers.',
    icon: 'lightbulb',
  },
  {
    title: 'Talent acquisition',
    description: 'Role design, sourcing, screening and offers handled end to end by our recruitment team.',
    icon: 'users',
  },
];

/** HR services: intro and a core-services grid of 4 (docs/requirements.md §2). */
export const hrServicesPage = regionalPage({
  path: '/services/HR-Services',
  meta: {
    in: {
      title: 'HR Outsourcing Services in India',
      description:
        'Outsourced HR for growing Indian companies: compensation consulting, corporate ethics programmes, leadership training and talent acquisition.',
    },
    uk: {
      title: 'Outsourced HR Services for UK SMEs',
      description:
        'HR support for UK businesses without an HR department: pay benchmarking, ethics and compliance programmes, leadership training and recruitment.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'HR services',
      heading: 'HR expertise on demand, without the overhead of a full department',
      paragraphs: [
        'As a company grows, people questions multiply: how to pay fairly, how to keep standards high, how to develop managers and how to hire well. Most growing businesses cannot yet justify a full HR team to answer them.',
        'Our HR outsourcing gives you senior specialists when you need them, priced by the project or by the month, with policies and programmes that fit Indian labour law and your culture.',
      ],
    },
    {
      kind: 'cards',
      id: 'core-services',
      heading: 'Our core HR services',
      columns: 2,
      items: coreServices('program'),
    },
  ],
  overrides: {
    uk: {
      'core-services': { items: coreServices('programme') },
      intro: {
        paragraphs: [
          'As a company grows, people questions multiply: how to pay fairly, how to keep standards high, how to develop managers and how to hire well. Most SMEs cannot yet justify a full HR team to answer them.',
          'Our HR outsourcing gives you senior specialists when you need them, priced by the project or by the month, with policies and programmes aligned with UK employment law and your culture.',
        ],
      },
    },
  },
});
