import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { resolverOnFirstUse } from './resolver-on-first-use.ts';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('resolverOnFirstUse', () => {
  it('builds the schema at the first validation, once, and validates with it', async () => {
    const buildSchema = vi.fn(() => z.object({ name: z.string().trim().min(1, 'Please enter your name.') }));
    const resolver = resolverOnFirstUse(buildSchema);
    expect(buildSchema).not.toHaveBeenCalled();

    const refused = await resolver({ name: '  ' }, undefined, options);
    expect(refused.errors).toMatchObject({ name: { message: 'Please enter your name.' } });
    expect(refused.values).toEqual({});

    const accepted = await resolver({ name: ' Asha ' }, undefined, options);
    expect(accepted).toEqual({ values: { name: 'Asha' }, errors: {} });
    expect(buildSchema).toHaveBeenCalledTimes(1);
  });
});
