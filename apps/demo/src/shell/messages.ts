import { createMessageLoader } from '@shell/api-client';
import type { ShellLogger } from '@shell/api-client';
import { loadFooterMessages } from '@shell/footer';
import { loadHeaderMessages } from '@shell/header';
import { loadReminderMessages } from '@shell/reminder';
import { loadSiteConfigMessages } from '@shell/site-config';
import type { LangCode } from '@shell/site-config';

/**
 * Every package's catalog for a locale, precompiled, one chunk per package and locale. The
 * markets catalog comes with the markets chunk, so it loads only when that chunk is needed.
 */
export function createDemoMessageLoader(logger: ShellLogger) {
  const loadMarketsMessages = (locale: LangCode) => import('@shell/markets').then((module) => module.loadMarketsMessages(locale));
  return createMessageLoader([loadSiteConfigMessages, loadHeaderMessages, loadFooterMessages, loadReminderMessages, loadMarketsMessages], { logger });
}
