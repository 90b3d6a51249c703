import * as z from 'zod/mini';
import { envelope, optNum, optStr } from './primitives';

/** Spec §3 "Cross margin info". Every field is optional: the server answers `[]` for users without one. */
export interface CrossMarginInfo {
  userTier?: number;
  userSpotBalance?: number;
  crossMarginUid?: string;
}

const infoObject = z.pipe(
  z.object({ userTier: optNum(undefined), userSpotBalance: optNum(undefined), crossMarginUid: optStr(undefined) }),
  // Drop the keys the server did not send, so "no info" is exactly `{}`.
  z.transform((info): CrossMarginInfo => Object.fromEntries(Object.entries(info).filter(([, value]) => value !== undefined))),
);

/** Spec §5: cross-margin info is an empty object when `data` is an array. */
export const crossMarginInfoData = z.union([z.pipe(z.array(z.unknown()), z.transform((): CrossMarginInfo => ({}))), infoObject]);

export const crossMarginInfoResponse = envelope(crossMarginInfoData);
