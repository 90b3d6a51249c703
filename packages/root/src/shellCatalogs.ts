import type { CatalogLoader } from '@shell/site-config';
import { loadFooterMessages } from '@shell/footer/messages';
import { loadHeaderMessages } from '@shell/header/messages';
import { loadMarketsMessages } from '@shell/markets/messages';
import { loadReminderMessages } from '@shell/reminder/messages';
import { loadSiteConfigMessages } from '@shell/site-config/messages';

/**
 * Every package's catalog loader, in merge order (ids are namespaced per package): the one list
 * the browser's loader (ShellRoot) and the server's (`prepareShell`) both use. Each comes from the
 * package's `messages` entry, which is server-safe and fetches only that package's catalog chunk.
 */
export const SHELL_CATALOGS: readonly CatalogLoader[] = [loadSiteConfigMessages, loadHeaderMessages, loadFooterMessages, loadMarketsMessages, loadReminderMessages];
