import { defineIsland } from '@agency/islands';
import { ThemeRoot } from '@agency/ui';
import '../zod-without-eval.ts';
import { UkProjectEnquiryForm } from '../uk-project-enquiry-form.tsx';

/** The UK project enquiry. */
export const island = defineIsland(UkProjectEnquiryForm, ThemeRoot);
