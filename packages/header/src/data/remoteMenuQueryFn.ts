import type { BaseQueryApi, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { LangCode } from '@shell/site-config';
import { MENU_RETRIES, MENU_RETRY_DELAY_MS } from '@shell/site-config';
import { fetchParsed, logFallback } from '@shell/api-client/server';
import type { FailureReason, FetchOutcome, ShellThunkExtra } from '@shell/api-client/server';
import type { RemoteMenuItem } from './remoteMenu';
import { normalizeRemoteMenu, remoteMenuResponse } from './remoteMenu';
import { HEADER_CALLS } from './calls';
import { serverLangCode } from './serverLang';

const NAME = 'getRemoteMenu';

/** A schema failure is deterministic: asking again gives the same body, so it is not retried. */
function isTransient(reason: FailureReason): boolean {
  return reason !== 'schema' && reason !== 'business-code';
}

/**
 * The remote menu's `queryFn`: up to {@link MENU_RETRIES} retries {@link MENU_RETRY_DELAY_MS}
 * apart on transient failures (spec §7/§9), then the §5 item validation. The wait goes through
 * the store's `sleep`, so tests do not wait. One `api.fallback` line when every attempt failed;
 * one `menu.item-invalid` line per skipped item.
 */
export async function remoteMenuQueryFn(lang: LangCode, api: BaseQueryApi): Promise<QueryReturnValue<RemoteMenuItem[], never, undefined>> {
  const { shellConfig } = api.extra as ShellThunkExtra;
  const request = { url: HEADER_CALLS.remoteMenu.path, params: { lang: serverLangCode(lang) } };
  let outcome: FetchOutcome<{ list: unknown[] }>;
  for (let attempt = 0; ; attempt++) {
    outcome = await fetchParsed(api, { name: NAME, request, schema: remoteMenuResponse });
    if (outcome.ok || !isTransient(outcome.reason) || attempt >= MENU_RETRIES || api.signal.aborted) break;
    await shellConfig.sleep(MENU_RETRY_DELAY_MS);
  }
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
