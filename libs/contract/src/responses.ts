import { z } from 'zod';

/** 201 answer of every submission call. */
export const submissionAcceptedSchema = z.object({
  id: z.string(),
  message: z.string(),
});
export type SubmissionAccepted = z.infer<typeof submissionAcceptedSchema>;

/** Every 4xx/5xx answer of the API. `errors` names the fields at fault. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
