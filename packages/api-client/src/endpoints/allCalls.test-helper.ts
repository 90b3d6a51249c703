import { CALLS } from './catalog';

/**
 * Calls of CALLS whose endpoints are @shell/header's (the announcement bar's): their ids stay in the
 * shared catalogue while the shared mock backend answers them; the header tests their fallbacks.
 */
export const HEADER_OWNED_CALLS = ['fullsiteBulletin', 'announcement'] as const;

const { fullsiteBulletin: _bulletin, announcement: _announcement, ...DEFINED_HERE } = CALLS;

/** Every call this package defines endpoints for (tests only; features test their own). */
export const ALL_CALLS = DEFINED_HERE;
export type AnyCallId = keyof typeof ALL_CALLS;
export const ALL_CALL_IDS = Object.keys(ALL_CALLS) as AnyCallId[];
