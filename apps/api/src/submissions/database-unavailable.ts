/** The database did not answer or refused a write: the caller is told 503, never a fake success. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

export const databaseUnavailableMessage =
  'We cannot save your enquiry right now because our database is not reachable. Nothing was stored; please try again in a few minutes.';
