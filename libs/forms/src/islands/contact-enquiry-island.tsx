import { defineIsland } from '@agency/islands';
import { ThemeRoot } from '@agency/ui';
import '../zod-without-eval.ts';
import { ContactEnquiryForm } from '../contact-enquiry-form.tsx';

/** The India enquiry form. */
export const island = defineIsland(ContactEnquiryForm, ThemeRoot);
