// Public API of @shell/footer/lazy: the footer as a chunk of its own. The footer sits below the
// fold, so a page need not download, parse and render it before the header is interactive: the
// chunk is fetched when `LazyFooter` first renders (or earlier, with `LazyFooter.preload()`).
//
// Server rendering: `await LazyFooter.preload()` once before `renderToString` and the footer is in
// the HTML; the browser hydrates it in place when its chunk arrives (streaming renders wait on
// their own). A chunk that cannot load leaves the `fallback` and one `lazy-part` error report.
import { lazyPart } from '@shell/ui';
import type { FooterProps } from '../Footer/Footer';

export const LazyFooter = lazyPart<FooterProps>('footer', () => import('../Footer/Footer').then((module) => module.Footer));
export type { FooterProps } from '../Footer/Footer';
