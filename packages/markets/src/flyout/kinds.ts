import type { HEADER_ENTRY_KINDS } from '@shell/site-config';

/**
 * The header entry kinds of spec §2 (`trade`, `futures`, `preMarket`, `pilot`, `options`,
 * `memebox`), derived from site-config's `HEADER_ENTRY_KINDS` (which exports no type for them).
 */
export type HeaderEntryKind = (typeof HEADER_ENTRY_KINDS)[number];
