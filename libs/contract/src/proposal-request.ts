import { z } from 'zod';
import { limits } from './limits.ts';
import { companySizes, phoneCodes, serviceOptions } from './options.ts';
import { emailAddress, requiredText, storableText } from './text-rules.ts';

/**
 * Call 1, POST /api/submit: the Careers page proposal request. Every key the
 * requirements list is sent; optional ones may be empty strings. At least one service
 * is NOT required (docs/requirements.md §5).
 */
export const proposalRequestSchema = z.strictObject({
  firstName: requiredText(limits.name),
  lastName: requiredText(limits.name),
  company: requiredText(limits.company),
  website: storableText(limits.url),
  email: emailAddress,
  phoneCode: z.enum(phoneCodes),
  phone: requiredText(limits.phone),
  companySize: z.enum(companySizes),
  heardFrom: storableText(limits.company),
  services: z.array(z.enum(serviceOptions)).max(serviceOptions.length),
  businessDetails: storableText(limits.message),
  consent: z.boolean(),
});

export type ProposalRequest = z.infer<typeof proposalRequestSchema>;
