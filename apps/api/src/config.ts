import { resolve } from 'node:path';
import { z } from 'zod';

/** Configuration from the environment, checked once at start with readable errors. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PG_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  PRIVACY_NOTICE_VERSION: z.string().min(1).max(50).default('2025-01'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  logLevel: string;
  databaseUrl: string | undefined;
  poolMax: number;
  noticeVersion: string;
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: resolve(c.DATA_DIR),
    logLevel: c.LOG_LEVEL,
    databaseUrl: c.DATABASE_URL,
    poolMax: c.PG_POOL_MAX,
    noticeVersion: c.PRIVACY_NOTICE_VERSION,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
  };
}
