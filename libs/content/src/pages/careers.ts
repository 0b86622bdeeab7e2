import { regionalPage } from './localise.ts';
import type { ProcessStep } from './page-content.ts';

/** Careers: intro, proposal form beside the 3-step panel, offices, hiring process, job application. */
export const careersPage = regionalPage({
  path: '/Careers',
  meta: {
    in: {
      title: 'Careers in Noida and client proposals',
      description:
        'Join our Noida team of developers, designers and marketers, or request a growth proposal. See our four-step hiring process and apply online.',
    },
    uk: {
      title: 'Careers in London and Noida, and proposals',
      description:
        'Work with our London and Noida teams or ask for a tailored proposal for your UK business. Read how we hire in four steps and apply today.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Careers',
      heading: 'Build your career where results are measured, shared and celebrated',
      paragraphs: [
        'We are a growing team of developers, designers, marketers and recruiters. Everyone here owns real client work from the first week, learns from senior specialists and sees the numbers their work moves.',
        'Looking for an agency rather than a job? Request a proposal below and we will show you how we would grow your business.',
      ],
    },
  ],
  overrides: {
    uk: {
      intro: {
        paragraphs: [
          'We are a growing team of developers, designers, marketers and recruiters across London and Noida. Everyone here owns real client work from the first week, learns from senior specialists and sees the numbers their work moves.',
          'Looking for an agency rather than a job? Request a proposal below and we will show you how we would grow your business.',
        ],
      },
    },
  },
});

export const careersProposal = {
  heading: 'Experience Real Results',
  lead: 'Tell us about your business and the services you are interested in. We reply with a tailored proposal within two working days.',
  stepsHeading: 'How it works',
  steps: [
    {
      number: 1,
      title: 'Contact Us',
      description: 'Share your goals, budget and timeline through the form. It takes about three minutes.',
      icon: 'mail',
    },
    {
      number: 2,
      title: 'Launch Targeted Campaigns',
      description: 'We plan and launch the website, search and ad work most likely to reach your buyers.',
      icon: 'rocket',
    },
    {
      number: 3,
      title: 'Achieve Lasting Growth',
      description: 'Monthly reports show what worked; we double down on it and cut what did not.',
      icon: 'chart',
    },
  ] satisfies ProcessStep[],
} as const;

export const careersOffices = {
  heading: 'Our offices',
  lead: 'Interviews happen at either office or by video call, whichever suits you.',
} as const;

/** docs/requirements.md §9: the four-step hiring process. */
export const careersHiringProcess = {
  id: 'hiring-process',
  heading: 'Our hiring process',
  lead: 'Four steps, usually completed within two weeks. We tell you where you stand after every one.',
  steps: [
    {
      number: 1,
      title: 'Initial screening',
      description:
        'A 20-minute call with our talent acquisition team about your experience, your goals and the role.',
      icon: 'users',
    },
    {
      number: 2,
      title: 'Meet the leadership',
      description:
        'A conversation with the head of your future team about how we work and what success looks like.',
      icon: 'handshake',
    },
    {
      number: 3,
      title: 'Group interview',
      description:
        'Meet future colleagues, talk through a real client problem together and ask them anything.',
      icon: 'lightbulb',
    },
    {
      number: 4,
      title: 'Role-specific task',
      description:
        'A short, paid task from your discipline, reviewed with the team you would join, followed by our decision.',
      icon: 'briefcase',
    },
  ] satisfies ProcessStep[],
} as const;

export const careersApplication = {
  heading: 'Apply for a role',
  lead: 'Choose the position you are interested in and tell us how to reach you. We read every application.',
} as const;

/** The words of the positions' pages and of the Careers page's list of them (docs/content.md). */
export const positionWords = {
  careersCrumb: 'Careers',
  listHeading: 'Open positions',
  listLead: 'Each position has its own page with what it involves, the salary and how to apply.',
  noneOpen: 'No position is open just now. Send us your CV below and we will keep it for the next one.',
  facts: {
    location: 'Location',
    employmentType: 'Employment type',
    salary: 'Salary',
    posted: 'Posted',
    closes: 'Applications close',
  },
  employmentTypes: {
    FULL_TIME: 'Full time',
    PART_TIME: 'Part time',
    CONTRACTOR: 'Contract',
    TEMPORARY: 'Temporary',
    INTERN: 'Internship',
  },
  salaryUnits: { HOUR: 'an hour', DAY: 'a day', WEEK: 'a week', MONTH: 'a month', YEAR: 'a year' },
  applyHeading: 'Apply for this position',
  applyLead: 'This position is chosen in the form below. We read every application.',
  /** The one sentence every UK position's page carries, declared once. */
  ukRightToWork:
    'You must have the right to work in the UK to apply: we cannot sponsor a visa for this position.',
  closed: {
    title: 'This position has closed',
    description: 'The position you were looking for no longer takes applications. These positions are open.',
    lead: 'The position you were looking for no longer takes applications. These are open now:',
  },
} as const;
