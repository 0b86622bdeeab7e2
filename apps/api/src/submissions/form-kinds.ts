import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { apiPaths, applicationPages, formDefinitions, noScriptPages } from '@agency/contract';
import type { FormBody, FormKind, OutcomePages, Region } from '@agency/contract';
import { positionRefusal, type PositionCatalogue, type Refusal } from './open-positions.ts';
import { regionOfRequest } from './region-of-request.ts';

/** How a body reaches the API: JSON (a script), url-encoded (a browser's own post), multipart (with a file). */
export type Encoding = 'json' | 'urlencoded' | 'multipart';

/** What a refusal may depend on besides the body: the time it arrived, and the positions offered. */
export interface RefusalWorld {
  now: Date;
  positions: PositionCatalogue;
}

/** The server side of one form kind; its body type follows from the contract's schema. */
interface FormKindOf<Kind extends FormKind> {
  form: Kind;
  path: string;
  /** Summary for the OpenAPI document. */
  summary: string;
  schema: z.ZodType<FormBody<Kind>>;
  /** The encodings its calls may use; any other is a 415 (or, posted by a browser, the error page). */
  encodings: readonly Encoding[];
  /** A 415's message: how this form must be sent. */
  howToSend: string;
  /** Whether a submission carries the CV (the multipart file `uploadFields.cv`), required. */
  carriesCv: boolean;
  /** The pages a form posted without JavaScript is sent on to. */
  pages: OutcomePages;
  /** The region a submission came from; `declared` is a form post's region field, if sent. */
  regionOf: (request: FastifyRequest, declared?: string) => Region;
  /** The consent box's value, or null for a form without one. */
  consentOf: (body: FormBody<Kind>) => boolean | null;
  /** A refusal of a body the schema took, for what changes with time (a position that closed). */
  refuse?: (body: FormBody<Kind>, region: Region, world: RefusalWorld) => Refusal | undefined;
  /** The 201 message: the India contact form shows it in an alert, so it names the reference. */
  thanks: (id: string) => string;
}

/** Every form kind's server side, keyed by kind: one per contract form, none missing. */
export type FormKindDefinitions = { [Kind in FormKind]: FormKindOf<Kind> };

/**
 * One form kind's definition. Indexed by a type parameter (not a plain union)
 * so a function generic in Kind sees its schema, body and consentOf agree.
 */
export type FormKindDefinition<Kind extends FormKind = FormKind> = FormKindDefinitions[Kind];

const sendAsJson = 'Send the form as JSON (Content-Type: application/json).';
const enquiry = {
  encodings: ['json', 'urlencoded'],
  howToSend: sendAsJson,
  carriesCv: false,
  pages: noScriptPages,
} as const;

const definitions: FormKindDefinitions = {
  proposal: {
    form: 'proposal',
    path: apiPaths.proposal,
    summary: 'Proposal request (Careers page)',
    schema: formDefinitions.proposal.schema,
    ...enquiry,
    regionOf: regionOfRequest,
    consentOf: (body) => body.consent,
    thanks: (id) =>
      `Thank you! We have received your proposal request and will be in touch within one working day. Your reference is ${id}.`,
  },
  contact: {
    form: 'contact',
    path: apiPaths.contactQuery,
    summary: 'Contact enquiry (India) or callback request (UK)',
    schema: formDefinitions.contact.schema,
    ...enquiry,
    regionOf: regionOfRequest,
    consentOf: () => null,
    thanks: (id) =>
      `Thank you! We have received your enquiry and will reply within one working day. Your reference is ${id}.`,
  },
  'uk-enquiry': {
    form: 'uk-enquiry',
    path: apiPaths.ukProjectEnquiry,
    summary: 'UK project enquiry',
    schema: formDefinitions['uk-enquiry'].schema,
    ...enquiry,
    regionOf: () => 'uk',
    consentOf: (body) => body.consent,
    thanks: (id) =>
      `Thank you! We have received your project enquiry and will be in touch soon. Your reference is ${id}.`,
  },
  'job-application': {
    form: 'job-application',
    path: apiPaths.jobApplication,
    summary: 'Job application with the CV (Careers page)',
    schema: formDefinitions['job-application'].schema,
    encodings: ['multipart'],
    howToSend: 'Send the application as multipart/form-data, with the CV as the file "cv".',
    carriesCv: true,
    pages: applicationPages,
    regionOf: regionOfRequest,
    // The consent asked for is keeping the CV on file; the notice's acknowledgement is required.
    consentOf: (body) => body.keepOnFile,
    // Only a position open in the region as the application arrives, from its collection's files.
    refuse: (body, region, { now, positions }) =>
      positionRefusal(body.position, region, positions[region], now),
    thanks: (id) =>
      `Thank you! We have received your application and your CV. Our talent acquisition team will reply within five working days. Your reference is ${id}.`,
  },
};

export const formKinds: readonly FormKindDefinition[] = Object.values(definitions);
