import { futuresRoute, ROUTES, safeHref, withLang } from '@shell/site-config';
import { postStatusRoute } from '../internal/spec';
import type { LangCode } from '@shell/site-config';

/** A notification as the reminder list and push clicks deliver it (spec §3). */
export interface NotificationLike {
  type?: unknown;
  template_id?: unknown;
  template_args?: unknown;
  /** url, web_url, notice_content, startup_id, market, stream_id, contract, settle_asset, isAllowHref, mid. */
  extras?: unknown;
}

/** The data of a notification click (spec §3): tracking fields and an optional destination. */
export interface NotificationClickData {
  channel_code?: unknown;
  task_id?: unknown;
  tid?: unknown;
  web_url?: unknown;
}

export interface NotificationTargetOptions {
  lang: LangCode;
  /** The allow-list for external links (exact hosts, `*.` wildcards), e.g. `useShellHost().externalHosts`. */
  externalHosts: readonly string[];
}

/** Where a notification leads: a language-prefixed internal path, or an allowed external URL. */
export interface NotificationTarget {
  href: string;
  external: boolean;
}

/** Ids that become one path segment: letters, digits, `_`, `-`, `.` (never `..`), 1–64 chars. */
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,64}$/;
/** A market or contract name: `BTC_USDT` (two or more parts joined by `_`). */
const PAIR = /^[A-Za-z0-9]{1,20}(?:_[A-Za-z0-9]{1,20}){1,3}$/;
/** Settle assets of perpetual futures. */
const SETTLE = /^[A-Za-z]{2,10}$/;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** `true`, `1`, `'1'`, `'true'` (any case): the exchange's spellings of a set flag. */
function flagSet(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && ['1', 'true'].includes(value.trim().toLowerCase()));
}

function segment(value: unknown): string | null {
  const id = text(value);
  return SEGMENT.test(id) ? id : null;
}

function pair(value: unknown): string | null {
  const name = text(value).toUpperCase();
  return PAIR.test(name) ? name : null;
}

/** A URL from data → target, or null when it is unsafe or an external one is not allowed. */
function fromUrl(raw: unknown, allowExternal: boolean, options: NotificationTargetOptions): NotificationTarget | null {
  const href = safeHref(raw, { allowExternal, allowedHosts: options.externalHosts });
  if (href === null) return null;
  return href.startsWith('/') ? { href: withLang(href, options.lang), external: false } : { href, external: true };
}

const internal = (path: string, lang: LangCode): NotificationTarget => ({ href: withLang(path, lang), external: false });

/** Type → a page listing that kind of message, for notifications that carry no link (chosen). */
const TYPE_FALLBACK_ROUTES: ReadonlyMap<string, string> = new Map([
  ['security', ROUTES.securitySetting],
  ['trade', ROUTES.ordersSpot],
  ['system', ROUTES.announcements],
]);

/**
 * Resolves where a notification click goes. Pure; the first rule that yields a target wins:
 *
 * 1. a URL: the click's `web_url`, then the extras' `web_url`, then `url`. A relative `/path` gets
 *    the language prefix; an absolute URL only counts when `isAllowHref` is set AND it is http(s)
 *    to a host on `externalHosts`. `javascript:`, `data:`, `//host`, backslashes, control
 *    characters, user-info and look-alike hosts are never a target (the next rule is tried).
 * 2. `market` → `/trade/{MARKET}`; `contract` (+ `settle_asset`, default USDT) →
 *    `/futures/{SETTLE}/{contract}`; `stream_id` → `/live/{id}`; `startup_id` → `/launchpad/{id}`;
 *    `mid` → `/post/status/{mid}`; the click's `task_id` → `/rewards_hub?task_id={id}`. Names and
 *    ids must be plain (`BTC_USDT`, `[A-Za-z0-9._-]`), so a payload can never add a path or query.
 * 3. `template_args[0]` as the pair of a `spot_*` / `margin_*` (trade) or `futures_*` template.
 * 4. the message type's page: `security` → security settings, `trade` → spot orders, `system` →
 *    announcements. Anything else: `null` (stay on the list). `notice_content` is text shown in the
 *    message, never a link; `channel_code` and `tid` only identify the click for analytics.
 */
export function resolveNotificationTarget(
  notification: NotificationLike,
  click: NotificationClickData | null | undefined,
  options: NotificationTargetOptions,
): NotificationTarget | null {
  const extras = asRecord(notification.extras);
  const allowExternal = flagSet(extras.isAllowHref);
  const { lang } = options;

  for (const raw of [click?.web_url, extras.web_url, extras.url]) {
    const target = fromUrl(raw, allowExternal, options);
    if (target) return target;
  }

  const market = pair(extras.market);
  if (market) return internal(`/trade/${market}`, lang);
  const contract = pair(extras.contract);
  if (contract) {
    const settle = text(extras.settle_asset);
    return internal(futuresRoute(SETTLE.test(settle) ? settle : 'USDT', contract), lang);
  }
  const stream = segment(extras.stream_id);
  if (stream) return internal(`${ROUTES.live}/${stream}`, lang);
  const startup = segment(extras.startup_id);
  if (startup) return internal(`${ROUTES.launchpad}/${startup}`, lang);
  const mid = segment(extras.mid);
  if (mid) return internal(postStatusRoute(mid), lang);
  const task = segment(click?.task_id);
  if (task) return internal(`${ROUTES.rewardsHub}?task_id=${task}`, lang);

  const template = text(notification.template_id).toLowerCase();
  const args = Array.isArray(notification.template_args) ? notification.template_args : [];
  const argPair = pair(args[0]);
  if (argPair && /^(spot|margin)_/.test(template)) return internal(`/trade/${argPair}`, lang);
  if (argPair && template.startsWith('futures_')) return internal(futuresRoute('USDT', argPair), lang);

  const typeRoute = TYPE_FALLBACK_ROUTES.get(text(notification.type).toLowerCase());
  return typeRoute ? internal(typeRoute, lang) : null;
}
