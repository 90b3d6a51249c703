/// <reference types="node" />
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { CALLS, EMPTY_COMMON_DATA } from '@shell/api-client/core';
import type { ShellMessages } from '@shell/api-client/core';
import { ShellHostProvider } from '@shell/ui';
import type { ShellHostOptions } from '@shell/ui';
import { ensureCompiled as compileWhenStale } from '@shell/i18n-tools';
import { catalogLocaleFor, loadSiteConfigMessages } from '@shell/site-config';
import type { LangCode } from '@shell/site-config';
import { mockServer, renderWithShell } from '@shell/test-utils';
import type { ShellTestOptions } from '@shell/test-utils';
import { loadFooterMessages } from '../messages/load';

/** Vitest runs in the package directory (jsdom's import.meta.url is not a file URL). */
export const packageDir = process.cwd();

/** `lang/compiled/` is a build output; compile it when missing or older than the catalogs. */
export function ensureCompiled(dir: string = packageDir): void {
  compileWhenStale({ cwd: dir });
}

/** The footer's and site-config's compiled messages for a locale, merged as the host merges them. */
export async function shellMessagesFor(lang: LangCode): Promise<ShellMessages> {
  ensureCompiled();
  ensureCompiled(join(packageDir, '../site-config'));
  // A page language without a catalog (ru) reads English, as the shell's loader does.
  const locale = catalogLocaleFor(lang);
  const [site, footer] = await Promise.all([loadSiteConfigMessages(locale), loadFooterMessages(locale)]);
  return { ...site, ...footer } as unknown as ShellMessages;
}

/** Renders inside the host provider too (pathname, reportError, …), on a fresh store. */
export function renderInShell(ui: ReactElement, options: ShellTestOptions & { host?: ShellHostOptions } = {}) {
  const { host, ...rest } = options;
  return renderWithShell(<ShellHostProvider {...host}>{ui}</ShellHostProvider>, rest);
}

/** Answers common data with a country limit switched on (and the mock's languages and fiats otherwise). */
export function commonDataWith(fields: Record<string, unknown>): void {
  mockServer.use(
    http.get(`*${CALLS.commonData.path}`, () =>
      HttpResponse.json({
        code: 200,
        data: { ...EMPTY_COMMON_DATA, lang_list: { en: 'English', de: 'Deutsch' }, fiat_list: [{ fiat: 'USD', symbol: '$' }], ...fields },
      }),
    ),
  );
}

/** A matchMedia that matches the mobile query (max-width 767.9px), for the mobile footer. */
export function mobileViewport(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('max-width: 767.9px'),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
