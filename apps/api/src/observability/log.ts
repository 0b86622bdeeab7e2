/** What the API's services log through: the server's logger (pino), or a test's stand-in. */
export type Log = Record<'info' | 'warn' | 'error', (o: object, m: string) => void>;
