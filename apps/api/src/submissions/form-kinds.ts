import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  apiPaths,
  contactEnquirySchema,
  proposalRequestSchema,
  ukProjectEnquirySchema,
} from '@agency/contract';
import type { FormKind, Region } from '@agency/contract';
import { regionOfRequest } from './region-of-request.ts';

export interface FormKindDefinition {
  form: FormKind;
  path: string;
  /** Summary for the OpenAPI document. */
  summary: string;
  schema: z.ZodType<Record<string, unknown>>;
  /** The region a submission came from; `declared` is a form post's region field, if sent. */
  regionOf: (request: FastifyRequest, declared?: string) => Region;
  /** The consent box's value, or null for a form without one. */
  consentOf: (body: Record<string, unknown>) => boolean | null;
  /** The 201 message: the India contact form shows it in an alert, so it names the reference. */
  thanks: (id: string) => string;
}

export const formKinds: readonly FormKindDefinition[] = [
  {
    form: 'proposal',
    path: apiPaths.proposal,
    summary: 'Proposal request (Careers page)',
    schema: proposalRequestSchema,
    regionOf: regionOfRequest,
    consentOf: (body) => body.consent === true,
    thanks: (id) =>
      `Thank you! We have received your proposal request and will be in touch within one working day. Your reference is ${id}.`,
  },
  {
    form: 'contact',
    path: apiPaths.contactQuery,
    summary: 'Contact enquiry (India) or callback request (UK)',
    schema: contactEnquirySchema,
    regionOf: regionOfRequest,
    consentOf: () => null,
    thanks: (id) =>
      `Thank you! We have received your enquiry and will reply within one working day. Your reference is ${id}.`,
  },
  {
    form: 'uk-enquiry',
    path: apiPaths.ukProjectEnquiry,
    summary: 'UK project enquiry',
    schema: ukProjectEnquirySchema,
    regionOf: () => 'uk',
    consentOf: (body) => body.consent === true,
    thanks: (id) =>
      `Thank you! We have received your project enquiry and will be in touch soon. Your reference is ${id}.`,
  },
];
