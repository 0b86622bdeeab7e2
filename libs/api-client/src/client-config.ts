/**
 * Base URL of the API ('' = same origin, the default) and the request
 * time-out. The requirements' client waits forever; we stop after a while and say so
 * (docs/spec-deviations.md).
 */
export const clientConfig = {
  baseUrl: (import.meta.env?.VITE_API_BASE_URL as string | undefined) ?? '',
  timeoutMs: 15_000,
};

export const timeoutMessage =
  'The server took too long to answer. Please check your connection and try again.';
