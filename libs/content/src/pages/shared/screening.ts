import type { ProcessSectionData } from '../page-content.ts';

/** The 5-step screening process shared by permanent and temporary staffing (docs/requirements.md §9). */
export const screeningProcess: ProcessSectionData = {
  kind: 'process',
  id: 'screening',
  heading: 'Our 5-step screening process',
  lead: 'Every candidate we put forward has passed all five steps, so your interviews are spent choosing between good people.',
  steps: [
    {
      number: 1,
      title: 'CV and profile review',
      description:
        'Specialist recruiters check experience, qualifications and career history against your brief.',
      icon: 'search',
    },
    {
      number: 2,
      title: 'Skills assessment',
      description: 'Role-specific tests and practical tasks confirm candidates can do what their CV says.',
      icon: 'check',
    },
    {
      number: 3,
      title: 'Structured interview',
      description: 'A competency-based interview covers motivation, communication and team fit.',
      icon: 'users',
    },
    {
      number: 4,
      title: 'Reference and background checks',
      description: 'Employment history, references and right-to-work documents are verified.',
      icon: 'shield',
    },
    {
      number: 5,
      title: 'Shortlist and briefing',
      description:
        'You receive a short, ranked shortlist with our notes, and each candidate is briefed on your company.',
      icon: 'star',
    },
  ],
};
