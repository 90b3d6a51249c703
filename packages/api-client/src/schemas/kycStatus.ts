import * as z from 'zod/mini';
import { envelope, num, optNum } from './primitives';

/** KYC status of the logged-in user. `kyc_status` -1 = unknown, no icon (spec §3). */
export interface KycStatus {
  kyc_status: number;
  /** Verification level reached (0 = none). */
  kyc_level: number;
}

export const UNKNOWN_KYC_STATUS: KycStatus = Object.freeze({ kyc_status: -1, kyc_level: 0 });

/** GET KYC status: `{ code, data: { kyc_status, kyc_level } }`; `kyc_status` is required. */
export const kycStatusResponse = envelope(z.object({ kyc_status: num(), kyc_level: optNum(0) }));
