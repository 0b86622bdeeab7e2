import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's resolver whose zod schema is built when the form first validates
 * (the visitor submits it), not when it first renders. Building a schema is
 * most of the work zod does; done in render, it lengthened the one task in
 * which a form near the first screen hydrates as the page loads.
 */
export function resolverOnFirstUse<Schema extends z.ZodType<FieldValues, FieldValues>>(
  buildSchema: () => Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> | undefined;
  return (values, context, options) => (resolver ??= zodResolver(buildSchema()))(values, context, options);
}
