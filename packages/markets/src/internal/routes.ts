// Route builders of the market rows. Every segment that comes from data goes through
// site-config's `pathSegment` (percent-encoded; a dots-only or empty segment becomes `-`), so a
// market name never changes a route's section, query or fragment.
import { pathSegment, ROUTES } from '@shell/site-config';

const upper = (s: string): string => s.trim().toUpperCase();

/** A path of several segments from data (`sol/bonk`): each one a `pathSegment`, empty ones dropped. */
function pathSegments(value: string): string {
  return value
    .split('/')
    .filter((part) => part.trim() !== '')
    .map(pathSegment)
    .join('/');
}

export function spotRowRoute(base: string, quote: string): string {
  return `/trade/${pathSegment(upper(base))}_${pathSegment(upper(quote))}`;
}

export function deliveryRoute(contract: string): string {
  return `/futures-delivery/USDT/${pathSegment(contract)}`;
}

export function pilotRoute(seoPath: string): string {
  return `/pilot/${pathSegments(seoPath)}`;
}

/** An alpha token page: the resolved path when known, else `/alpha/{chain}-{address}`. */
export function alphaRoute(opts: { path?: string; chain?: string; address?: string }): string {
  const path = opts.path === undefined ? '' : pathSegments(opts.path.trim().replace(/^\/*alpha\//, ''));
  if (path !== '') return `/alpha/${path}`;
  if (opts.chain && opts.address) return `/alpha/${pathSegment(`${opts.chain.trim()}-${opts.address.trim()}`)}`;
  return ROUTES.alpha;
}

/** True when the page's last route segment equals the pair (the highlighted market row). */
export function isActiveMarketRow(pathname: string, pair: string): boolean {
  const last = pathname.split(/[?#]/)[0]?.replace(/\/+$/, '').split('/').pop() ?? '';
  return last !== '' && last === pair;
}
