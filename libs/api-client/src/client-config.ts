import { defaultCvMaxBytes } from '@agency/contract';

/**
 * Base URL of the API ('' = same origin, the default), the request time-out,
 * and the largest CV the API takes. The requirements' client waits forever;
 * we stop after a while and say so (docs/spec-deviations.md). The CV limit is
 * the build's CV_MAX_BYTES, the same setting the API and nginx read, so the
 * pages, the form's own check and the server agree.
 */
export const clientConfig = {
  baseUrl: (import.meta.env?.VITE_API_BASE_URL as string | undefined) ?? '',
  timeoutMs: 15_000,
  cvMaxBytes: Number(import.meta.env?.CV_MAX_BYTES) || defaultCvMaxBytes,
};

export const timeoutMessage =
  'The server took too long to answer. Please check your connection and try again.';
