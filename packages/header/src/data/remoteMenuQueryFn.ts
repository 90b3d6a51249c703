import type { BaseQueryApi, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { LangCode } from '@shell/site-config';
import { MENU_RETRIES, MENU_RETRY_DELAY_MS } from '@shell/site-config';
import { cachedQueryFn } from '@shell/api-client/core';
import type { RetryPolicy, SchemaSource, ShellSchema, ShellThunkExtra } from '@shell/api-client/core';
import type { RemoteMenuItem } from './remoteMenu';
import { normalizeRemoteMenu } from './remoteMenu';
import { HEADER_CALLS } from './calls';
import { serverLangCode } from './serverLang';

const NAME = 'getRemoteMenu';

/**
 * Storage key of the remote menu's persistent cache (spec §5 "Cached data"; §7 names no cache for
 * it, so the name is ours, versioned like §7's). Non-main sub sites append their id
 * (`remote_menu_v1_232` on US), as every §7 cache does (`cacheKey` of site-config).
 */
export const REMOTE_MENU_CACHE = 'remote_menu_v1';

/**
 * Spec §7/§9 "3 retries, 1 s apart", read as at most 3 requests per page load (the first and two
 * more, 1 s apart): the menu is a nicety, and a fourth request would only add load to a server
 * that is already failing. Only on a network error, a timeout or a 5xx (a 4xx or a body that
 * failed its schema would come back the same); a longer `Retry-After` is honoured.
 */
const MENU_RETRY: RetryPolicy = { retries: MENU_RETRIES - 1, delayMs: MENU_RETRY_DELAY_MS, backoff: 'fixed' };

/**
 * Whether a value read back from storage is exactly a validated item list of `lang`: validating
 * it again must give it back unchanged. localStorage is shared with the whole origin (another app,
 * an older shell, an extension), so an entry of the right key can hold anything — an unsafe
 * `jump_url` included; the §5 validation is idempotent, so a list we stored always passes.
 */
export function isValidatedMenu(value: unknown, lang: LangCode): value is RemoteMenuItem[] {
  return Array.isArray(value) && JSON.stringify(normalizeRemoteMenu(value, { lang })) === JSON.stringify(value);
}

/**
 * The remote menu's `queryFn`, on the core's persistent cache (`cachedQueryFn`, the one the market
 * lists use), bound to the language:
 *
 * 1. A valid entry of this language stored less than 60 s ago is returned without a request.
 * 2. Otherwise {@link MENU_RETRY} (spec §7/§9), then the §5 item validation; a non-empty validated
 *    list is stored and returned.
 * 3. When every attempt failed, the answer was invalid, or no item passed the validation, the old
 *    entry of this language is returned if there is one, else `[]` (the menu then shows the
 *    server-passed structure menu, spec §8); one `api.fallback` line.
 *
 * An entry of another language, of another shape or not JSON is deleted and refetched. The wait
 * goes through the store's `sleep`, so tests do not wait; one `menu.item-invalid` line per skipped
 * item of a fetched answer. Server stores have no storage, and in the browser this runs from the
 * query hook's effect, after hydration: the cache never changes the server-rendered HTML.
 */
export function remoteMenuQueryFn(lang: LangCode, api: BaseQueryApi): Promise<QueryReturnValue<RemoteMenuItem[], never, undefined>> {
  const { shellConfig } = api.extra as ShellThunkExtra;
  // The §5 validation runs inside the schema, so what the cache stores (and hands back) is the
  // validated list, and a cache hit does not validate or log again.
  type Parse = { success: true; data: RemoteMenuItem[] } | { success: false; error: unknown };
  // The envelope schema loads beside the request (zod is not in the page's initial JS).
  const schema: SchemaSource<RemoteMenuItem[]> = () =>
    import('./headerSchemas').then(({ remoteMenuResponse }): ShellSchema<RemoteMenuItem[]> => ({
      safeParse(data: unknown): Parse {
        const parsed = remoteMenuResponse.safeParse(data);
        if (!parsed.success) return { success: false, error: parsed.error };
        const items = normalizeRemoteMenu(parsed.data.list, {
          lang,
          onInvalid: (reason, item) => shellConfig.logger.log({ level: 'warn', event: 'menu.item-invalid', source: NAME, reason, detail: item }),
        });
        return { success: true, data: items };
      },
    }));
  return cachedQueryFn<LangCode, RemoteMenuItem[]>({
    name: NAME,
    cacheName: REMOTE_MENU_CACHE,
    langBound: true,
    scope: (menuLang) => ({ lang: menuLang }),
    request: (menuLang) => ({ url: HEADER_CALLS.remoteMenu.path, params: { lang: serverLangCode(menuLang) } }),
    schema,
    retry: MENU_RETRY,
    isValid: (items) => isValidatedMenu(items, lang),
    fallback: () => [],
  })(lang, api);
}
