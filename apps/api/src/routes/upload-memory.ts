/**
 * What uploads in progress may hold in memory: at most `perProcess` bytes
 * in all, and `perClient` bytes for one client (clientKey: an IPv4 address
 * or an IPv6 /56). A CV that cannot take more goes on in a temporary file
 * (upload-spool.ts). Held bytes are given back once the upload has been read,
 * so the figure counts uploads still arriving, stalled ones included.
 */
export interface UploadMemoryLimits {
  perProcess: number;
  perClient: number;
}

/** UPLOAD_MEMORY_MAX_BYTES and UPLOAD_MEMORY_PER_CLIENT_BYTES when not set (docs/api.md says why). */
export const defaultUploadMemory: UploadMemoryLimits = {
  perProcess: 16 * 1024 * 1024,
  perClient: 4 * 1024 * 1024,
};

export class UploadMemory {
  readonly limits: UploadMemoryLimits;
  #total = 0;
  readonly #byClient = new Map<string, number>();

  constructor(limits: UploadMemoryLimits) {
    this.limits = limits;
  }

  /** Holds `bytes` more for the client, if both limits allow it. */
  take(client: string, bytes: number): boolean {
    const held = this.#byClient.get(client) ?? 0;
    if (this.#total + bytes > this.limits.perProcess || held + bytes > this.limits.perClient) return false;
    this.#total += bytes;
    this.#byClient.set(client, held + bytes);
    return true;
  }

  giveBack(client: string, bytes: number): void {
    if (bytes === 0) return;
    this.#total -= bytes;
    const held = (this.#byClient.get(client) ?? 0) - bytes;
    if (held > 0) this.#byClient.set(client, held);
    else this.#byClient.delete(client);
  }

  /** Bytes held now, in all. */
  get held(): number {
    return this.#total;
  }
}
