import { z } from 'zod';
import { limits } from './limits.ts';
import { heardFromOptions, projectTypes } from './options.ts';
import { emailAddress, requiredText } from './text-rules.ts';

/**
 * Call 3, POST /api/Ukfrom/Ukcontact: the UK project enquiry. The consent
 * box must be ticked (docs/requirements.md §5), so `consent` is the literal true.
 */
export const ukProjectEnquirySchema = z.strictObject({
  name: requiredText(limits.name),
  business: requiredText(limits.company),
  email: emailAddress,
  phone: requiredText(limits.phone),
  projectType: z.enum(projectTypes),
  message: requiredText(limits.message),
  heardFrom: z.enum([...heardFromOptions, '']),
  consent: z.literal(true, { error: 'Consent is required.' }),
});

export type UkProjectEnquiry = z.infer<typeof ukProjectEnquirySchema>;
