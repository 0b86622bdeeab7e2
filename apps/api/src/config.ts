import { resolve } from 'node:path';
import { z } from 'zod';

/** Configuration from the environment, checked once at start with readable errors. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  logLevel: string;
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
  const { PORT, HOST, DATA_DIR, LOG_LEVEL } = parsed.data;
  return { port: PORT, host: HOST, dataDir: resolve(DATA_DIR), logLevel: LOG_LEVEL };
}
