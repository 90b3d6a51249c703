import { createMessageLoader } from '@shell/api-client/server';
import type { CatalogLoader, ShellLogger, ShellMessages } from '@shell/api-client/server';
import { loadFooterMessages } from '@shell/footer/messages';
import { loadHeaderMessages } from '@shell/header/messages';
import { loadMarketsMessages } from '@shell/markets/messages';
import { loadReminderMessages } from '@shell/reminder/messages';
import type { LangCode } from '@shell/site-config';
import { loadSiteConfigMessages } from '@shell/site-config';

/** Every package's catalog loader, in merge order (ids are namespaced per package). */
export const SHELL_CATALOGS: readonly CatalogLoader[] = [loadSiteConfigMessages, loadHeaderMessages, loadFooterMessages, loadMarketsMessages, loadReminderMessages];

/**
 * Every package's catalog for `lang`, merged, with the English fallback per package (a failed
 * chunk is logged once and never rejects). The loaders are the packages' server-safe `messages`
 * entries; the modules they import are cached by the runtime, so a loader per call costs nothing.
 */
export function loadShellMessages(lang: LangCode, logger: ShellLogger): Promise<ShellMessages> {
  return createMessageLoader(SHELL_CATALOGS, { logger })(lang);
}
