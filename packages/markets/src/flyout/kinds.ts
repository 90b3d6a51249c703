/** The header entry kinds of spec §2 (`trade`, `futures`, `preMarket`, `pilot`, `options`, `memebox`). */
export type { HeaderEntryKind } from '@shell/site-config';
