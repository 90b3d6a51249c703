import type { BaseQueryApi, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { LangCode } from '@shell/site-config';
import { MENU_RETRIES, MENU_RETRY_DELAY_MS } from '@shell/site-config';
import { fetchParsed, logFallback } from '@shell/api-client/core';
import type { RetryPolicy, ShellThunkExtra } from '@shell/api-client/core';
import type { RemoteMenuItem } from './remoteMenu';
import { normalizeRemoteMenu, remoteMenuResponse } from './remoteMenu';
import { HEADER_CALLS } from './calls';
import { serverLangCode } from './serverLang';

const NAME = 'getRemoteMenu';

/**
 * Spec §7/§9 "3 retries, 1 s apart", read as at most 3 requests per page load (the first and two
 * more, 1 s apart): the menu is a nicety, and a fourth request would only add load to a server
 * that is already failing. Only on a network error, a timeout or a 5xx (a 4xx or a body that
 * failed its schema would come back the same); a longer `Retry-After` is honoured.
 */
const MENU_RETRY: RetryPolicy = { retries: MENU_RETRIES - 1, delayMs: MENU_RETRY_DELAY_MS, backoff: 'fixed' };

/**
 * The remote menu's `queryFn`: {@link MENU_RETRY} (spec §7/§9), then the §5 item validation. The wait goes through
 * the store's `sleep`, so tests do not wait. One `api.fallback` line when every attempt failed;
 * one `menu.item-invalid` line per skipped item.
 */
export async function remoteMenuQueryFn(lang: LangCode, api: BaseQueryApi): Promise<QueryReturnValue<RemoteMenuItem[], never, undefined>> {
  const { shellConfig } = api.extra as ShellThunkExtra;
  const request = { url: HEADER_CALLS.remoteMenu.path, params: { lang: serverLangCode(lang) } };
  const outcome = await fetchParsed(api, { name: NAME, request, schema: remoteMenuResponse, retry: MENU_RETRY });
  if (!outcome.ok) {
    logFallback(api, NAME, outcome.reason, outcome.detail);
    return { data: [] };
  }
  const items = normalizeRemoteMenu(outcome.data.list, {
    lang,
    onInvalid: (reason, item) => shellConfig.logger.log({ level: 'warn', event: 'menu.item-invalid', source: NAME, reason, detail: item }),
  });
  return { data: items };
}
