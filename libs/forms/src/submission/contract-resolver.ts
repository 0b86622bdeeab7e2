import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { visitorMessage, type FieldOf, type FormDefinition, type FormKind } from '@agency/contract';

/** A check the browser makes on top of the contract's (the India form's digits-only phone, say). */
export type BrowserRule = (value: unknown) => string | undefined;

/**
 * A form's resolver made from its contract definition: the values (trimmed
 * by `prepare`) are validated by the same schema the API uses, and each
 * failure is worded for visitors by the definition's messages (contract
 * visitor-messages.ts). No rule is written here again. The resolver is built
 * at the first validation (the visitor submits), not as the form hydrates.
 */
export function contractResolver<Kind extends FormKind, Schema extends z.ZodObject>(
  form: FormDefinition<Kind, Schema>,
  prepare: (values: FieldValues) => FieldValues,
  browserRules: Partial<Record<FieldOf<Schema>, BrowserRule>> = {},
): Resolver<FieldValues, unknown, z.output<Schema>> {
  let validate: Resolver<FieldValues, unknown, z.output<Schema>> | undefined;
  const resolve: Resolver<FieldValues, unknown, z.output<Schema>> = async (values, context, options) => {
    validate ??= zodResolver(form.schema as never) as unknown as Resolver<
      FieldValues,
      unknown,
      z.output<Schema>
    >;
    const prepared = prepare(values);
    const result = await validate(prepared, context, options);
    const errors: FieldErrors = { ...result.errors };
    for (const [field, error] of Object.entries(errors)) {
      if (!error || typeof error.message !== 'string') continue;
      error.message = visitorMessage(form, field as FieldOf<Schema>, String(error.type), prepared[field]);
    }
    for (const [field, rule] of Object.entries(browserRules) as [string, BrowserRule][]) {
      const message = errors[field] ? undefined : rule(prepared[field]);
      if (message) errors[field] = { type: 'browser', message, ref: options.fields[field]?.ref };
    }
    if (Object.keys(errors).length === 0) return { values: result.values as z.output<Schema>, errors: {} };
    return { values: {}, errors };
  };
  return resolve;
}
