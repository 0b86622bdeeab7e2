/** Why a call failed, with what the caller needs to tell the visitor. */
export type ApiFailureKind = 'http' | 'network' | 'timeout' | 'parse';

export class ApiRequestError extends Error {
  readonly kind: ApiFailureKind;
  /** HTTP status for 'http' failures. */
  readonly status: number | undefined;
  /** The `message` field of the server's JSON error body, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(kind: ApiFailureKind, message: string, status?: number, serverMessage?: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}
