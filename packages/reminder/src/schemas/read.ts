import * as z from 'zod/mini';
import { codedEnvelope } from '@shell/api-client/schemas';

/**
 * `POST /apiw/v2/herald/msg/read` (form `msg_type`) → `{ code, message }`; code 200 = success
 * (spec §7). `data` is ignored.
 */
export const reminderReadResponseSchema = z.omit(codedEnvelope(z.unknown()), { data: true });

export interface ReminderReadResult {
  success: boolean;
  code: number;
}

/** Spec §8: a failed read mark. */
export const READ_FAILURE_CODE = 99999;

export function readFailure(): ReminderReadResult {
  return { success: false, code: READ_FAILURE_CODE };
}
