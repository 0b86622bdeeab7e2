import { expect, it } from 'vitest';
import { shownTime } from '../api/staff-words.ts';
import { deliveryText } from './lead-deliveries-section.tsx';

it('says whether a delivery was sent, is waiting with its last error, or was never queued', () => {
  expect(deliveryText(null, 'Not queued')).toBe('Not queued');
  expect(deliveryText({ sentAt: '2026-11-26T09:00:00.000Z', attempts: 1, lastError: null }, '')).toBe(
    `Sent ${shownTime('2026-11-26T09:00:00.000Z')} (1 attempt)`,
  );
  expect(deliveryText({ sentAt: null, attempts: 2, lastError: '421 try later' }, '')).toBe(
    'Waiting (2 attempts; last error: 421 try later)',
  );
  expect(deliveryText({ sentAt: null, attempts: 0, lastError: null }, '')).toBe('Waiting (0 attempts)');
});
