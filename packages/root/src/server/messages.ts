import type { ShellLogger, ShellMessages } from '@shell/api-client/core';
import { createMessageLoader } from '@shell/site-config';
import type { LangCode } from '@shell/site-config';
import { SHELL_CATALOGS } from '../shellCatalogs';

/**
 * Every package's catalog for `lang`, merged, with the English fallback per package (a failed
 * chunk is logged once and never rejects). On the server `prepareShell` calls it; a client-rendered
 * host awaits it before its first render and passes the result as `<ShellRoot messages>`, so the
 * header is in the first paint instead of appearing above the page a moment later (a layout
 * shift of everything below it). The loaders are the packages' server-safe `messages`
 * entries; the modules they import are cached by the runtime, so a loader per call costs nothing.
 */
export function loadShellMessages(lang: LangCode, logger: ShellLogger): Promise<ShellMessages> {
  return createMessageLoader(SHELL_CATALOGS, { logger })(lang);
}
