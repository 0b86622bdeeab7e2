import { regionalPage } from './localise.ts';
import { screeningProcess } from './shared/screening.ts';

/** Temporary and contract staffing: intro, 6-step recruitment process, the 5-step screening process. */
export const temporaryContractStaffingPage = regionalPage({
  path: '/services/Temporary-Contract Staffing',
  meta: {
    in: {
      title: 'Temporary and Contract Staffing in India',
      description:
        'Screened temporary and contract professionals for peaks, projects and cover across India, placed within days, with contracts and payroll handled.',
    },
    uk: {
      title: 'Temporary and Contract Recruitment in the UK',
      description:
        'Contractors and temporary staff for UK businesses, placed within days and screened in five steps. We handle contracts, timesheets and payroll.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Temporary and contract staffing',
      heading: 'Temporary and contract staff, ready when the work is',
      paragraphs: [
        'Seasonal peaks, a project with a fixed end date, cover for leave: some work needs skilled people now, not after a three-month hiring round. We keep a bench of screened professionals ready to start and match them to your brief within days.',
        'We handle contracts, timesheets and payroll, so you manage the work and not the paperwork. We can hire and pay staff in 5+ countries, and when a contractor proves a perfect fit, moving them to a permanent role is simple.',
      ],
    },
    {
      kind: 'process',
      id: 'recruitment-process',
      heading: 'Our 6-step recruitment process',
      steps: [
        {
          number: 1,
          title: 'Understand the assignment',
          description: 'We agree skills, duration, rates, location and start date in a short call.',
          icon: 'lightbulb',
        },
        {
          number: 2,
          title: 'Search the bench',
          description: 'We check our available contractors first, then source from our wider network.',
          icon: 'search',
        },
        {
          number: 3,
          title: 'Screen candidates',
          description: 'Every candidate passes our five-step screening before you see a CV.',
          icon: 'check',
        },
        {
          number: 4,
          title: 'Present a shortlist',
          description: 'You receive two or three strong profiles, often within 48 hours.',
          icon: 'star',
        },
        {
          number: 5,
          title: 'Onboard and start',
          description: 'Contracts, compliance checks and equipment are arranged before day one.',
          icon: 'rocket',
        },
        {
          number: 6,
          title: 'Manage and review',
          description: 'We run timesheets and payroll and check in regularly with you and the contractor.',
          icon: 'handshake',
        },
      ],
    },
    screeningProcess,
  ],
});
