import { describe, expect, it } from 'vitest';
import { hiringSteps, sourceDimensions } from '@agency/staff-contract';
import * as migration from '../../db/migrations/0041-report-facts.ts';

// Migration 0041 names the steps and the attributions it counts, as a migration must; the staff
// contract names them for the API and the inbox. A step or an attribution added to one needs the other.
describe('the reports’ facts', () => {
  it('count the contract’s hiring steps and attributions, in its order', () => {
    expect(migration.hiringSteps).toEqual([...hiringSteps]);
    expect(migration.sourceDimensions).toEqual(sourceDimensions);
  });
});
