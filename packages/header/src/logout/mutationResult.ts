import * as z from 'zod/mini';

/** What the logout mutations resolve with. They never reject: the header redirects either way (spec §4). */
export interface MutationResult {
  success: boolean;
}

/** A bare `{ code, message }` acknowledgement; `data` is ignored. */
export const ackResponse = z.object({ code: z.union([z.number(), z.string()]), message: z.optional(z.unknown()) });

/** Acknowledgement codes the exchange uses for success. */
export function isSuccessCode(code: number | string): boolean {
  return Number(code) === 200 || Number(code) === 0;
}
