import { z } from 'zod';
import { limits } from './limits.ts';
import { emailAddress, requiredText } from './text-rules.ts';

/**
 * Call 2, POST /api/contact/query: the India contact enquiry and the UK
 * callback request. The UK callback may send the phone as a number (R 5.3),
 * so both forms are accepted; neither is coerced.
 */
export const contactEnquirySchema = z.strictObject({
  username: requiredText(limits.name),
  email: emailAddress,
  phone: z.union([requiredText(limits.phone), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)]),
  message: requiredText(limits.message),
});

export type ContactEnquiry = z.infer<typeof contactEnquirySchema>;
