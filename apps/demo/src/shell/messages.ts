import { loadMarketsMessages } from '@shell/markets/messages';
import { createMessageLoader } from '@shell/api-client';
import type { ShellLogger } from '@shell/api-client';
import { loadFooterMessages } from '@shell/footer/messages';
import { loadHeaderMessages } from '@shell/header';
import { loadReminderMessages } from '@shell/reminder';
import { loadSiteConfigMessages } from '@shell/site-config';

/**
 * Every package's catalog for a locale, precompiled, one chunk per package and locale. The
 * markets catalogs come from their own small entry (`@shell/markets/messages`): loading them does
 * not fetch the flyouts.
 */
export function createDemoMessageLoader(logger: ShellLogger) {
  return createMessageLoader([loadSiteConfigMessages, loadHeaderMessages, loadFooterMessages, loadReminderMessages, loadMarketsMessages], { logger });
}
