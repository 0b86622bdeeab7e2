import type { IntroContent, PageMeta } from './page-content.ts';

export const temporaryContractStaffingMeta: PageMeta = {
  path: '/services/Temporary-Contract Staffing',
  title: 'Temporary and contract staffing',
  description:
    'Screened temporary and contract professionals for peaks, projects and cover, placed quickly and managed for you.',
};

export const temporaryContractStaffingIntro: IntroContent = {
  heading: 'Temporary and contract staff, ready when the work is',
  paragraphs: [
    'Seasonal peaks, a project with a fixed end date, cover for leave: some work needs skilled people now, not after a three-month hiring round. We keep a bench of screened professionals ready to start and match them to your brief within days.',
    'We handle contracts, timesheets and payroll, so you manage the work and not the paperwork. When a contractor proves a perfect fit, moving them to a permanent role is simple.',
  ],
};
