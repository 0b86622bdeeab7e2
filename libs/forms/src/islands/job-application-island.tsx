import { defineIsland } from '@agency/islands';
import { ThemeRoot } from '@agency/ui';
import '../zod-without-eval.ts';
import { JobApplicationForm } from '../job-application-form.tsx';

/** The job application, with its CV. */
export const island = defineIsland(JobApplicationForm, ThemeRoot);
