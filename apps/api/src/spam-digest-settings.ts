import { minuteMs } from '@agency/staff-contract';
import { z } from 'zod';
import { ConfigError } from './config.ts';

const intervalMinutes = z.coerce
  .number({ error: 'must be a whole number of minutes' })
  .int({ error: 'must be a whole number of minutes' })
  .min(0, { error: 'must be 0 (off) or more' })
  .max(7 * 24 * 60, { error: 'must be at most a week (10080 minutes)' })
  .default(60);

/**
 * SPAM_DIGEST_INTERVAL_MINUTES: how often staff get the list of held-back
 * spam (default hourly, 0 = never), in milliseconds. Invalid: a ConfigError
 * worded like the rest of the configuration's, which stops the server at start.
 */
export function spamDigestIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = intervalMinutes.safeParse(env.SPAM_DIGEST_INTERVAL_MINUTES || undefined);
  if (!parsed.success)
    throw new ConfigError(
      `Invalid configuration:\n  SPAM_DIGEST_INTERVAL_MINUTES: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    );
  return parsed.data * minuteMs;
}
