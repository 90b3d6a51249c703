import * as z from 'zod/mini';

/**
 * `{ code, message, data }` with the code kept as a number. Unlike the shared `envelope`, the
 * business code is not judged here: each endpoint states its own rule through `accept`
 * (e.g. futures count only with code 200, spec §5) so the log line says `business-code`.
 */
export function codedEnvelope<T extends z.core.$ZodType>(data: T) {
  return z.object({
    code: z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^-?\d+$/))]),
      z.transform((value) => Number(value)),
    ),
    message: z.optional(z.unknown()),
    data,
  });
}
