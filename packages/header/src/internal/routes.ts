// Route builders only the header uses: the trade entry, signup, the testnet and live-trading
// links, the Turkish local site and the account's order links. They build on site-config's
// `ROUTES`, `SITES`, `loginRoute` and `pathSegment` (the one encoder of a segment from data).
import { loginRoute, pathSegment, ROUTES, SITES } from '@shell/site-config';
import type { AuthRouteOptions, SiteKey } from '@shell/site-config';

export function tradeRoute(site: SiteKey, pair?: string): string {
  return `/trade/${pathSegment(pair !== undefined && pair.trim() !== '' ? pair : SITES[site].defaultTradePair)}`;
}

/** The signup page: the configured URL, else `/signup`, with the query appended as `loginRoute` does. */
export function signupRoute(opts: AuthRouteOptions = {}): string {
  return loginRoute({ configured: opts.configured?.trim() || ROUTES.signup, query: opts.query });
}

/** Demo mode's "live trading" link: the real host with the current path (default /trade/BTC_USDT). */
export function liveTradingHref(currentPath?: string): string {
  const path = currentPath !== undefined && currentPath.startsWith('/') && !currentPath.startsWith('//') ? currentPath : ROUTES.spotTrade;
  return `https://${SITES.main.host}${path === '/' ? ROUTES.spotTrade : path}`;
}

/** The testnet futures page, where the testnet entry leads a logged-in user. */
export function testnetFuturesHref(): string {
  return `https://${SITES.testnet.host}${ROUTES.futuresUsdtBtc}`;
}

/** The Turkish local site, offered when Turkish is picked on another site (spec §4). */
export function turkishLocalSiteHref(): string {
  return `https://${SITES.tr.host}/`;
}

export interface WalletOrderRoutes {
  spot: string;
  /** Futures orders: the open contract account's page, else the order history. */
  futures: string;
  delivery: string;
  /** Margin orders; null in unified mode, where margin is part of the unified account. */
  margin: string | null;
  crossMargin: string | null;
}

/**
 * Order links that depend on the account (spec §4 "Unified account (first_open false) changes
 * wallet and order entries. With open contracts, order links go to futures_trade?type=usdt or
 * type=btc, otherwise order_history"): in unified mode with an open USDT (else BTC) contract
 * account the futures link opens `futures_trade?type=usdt|btc`; otherwise (classic mode, or no
 * open contract) the order history. In unified mode the separate margin order pages are folded away.
 */
export function walletOrderRoutes(ctx: { unifiedActive: boolean; openContracts?: { usdt: boolean; btc: boolean } }): WalletOrderRoutes {
  const open = ctx.unifiedActive ? ctx.openContracts : undefined;
  const futures = open?.usdt
    ? `${ROUTES.ordersFutures}?type=usdt`
    : open?.btc
      ? `${ROUTES.ordersFutures}?type=btc`
      : ROUTES.ordersFuturesHistory;
  return {
    spot: ROUTES.ordersSpot,
    futures,
    delivery: ROUTES.ordersDeliveryHistory,
    margin: ctx.unifiedActive ? null : ROUTES.ordersMargin,
    crossMargin: ctx.unifiedActive ? null : ROUTES.ordersCrossMargin,
  };
}

/** The external account-authorize page of the testnet login (spec §2, §6), with response_type=code. */
export function testnetAuthorizeUrl(params: { host: string; redirect_uri: string; client_id: string; scope: string; state: string; redirect_url: string }): string {
  const host = params.host.trim().replace(/\/+$/, '');
  const origin = /^https?:\/\//i.test(host) ? host : `https://${host}`;
  const { redirect_uri, client_id, scope, state, redirect_url } = params;
  return `${origin}/oauth/authorize?${new URLSearchParams({ redirect_uri, response_type: 'code', client_id, scope, state, redirect_url }).toString()}`;
}
