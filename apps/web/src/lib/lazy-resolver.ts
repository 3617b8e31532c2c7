import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver whose zod schema, zod and the resolver load at the form's first validation
 * instead of with the page (issue 20: the sign-in, registration and search pages paint without the ~40 KB
 * gzip of zod; a user who types for a second has it by the time they submit). The schema is the shared
 * one, as with zodResolver: `lazyZodResolver(() => import('@passerelle/shared/schemas/auth').then((m) => m.loginBody))`,
 * made once at module level.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    );
    return (await ready)(values, context, options);
  };
}
