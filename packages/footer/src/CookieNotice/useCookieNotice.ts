import { useCallback, useState } from 'react';
import { useCommonData, useIsShown, useShellStore, writeShellCookies } from '@shell/api-client';
import { EMPTY_COMMON_DATA } from '@shell/api-client/core';
import { useShellHost } from '@shell/ui';
import { COOKIE_NAMES, readCookie } from '@shell/site-config';
import { cookieNoticeDue } from '../internal/spec';
import type { CookieConsent } from './cookieNoticeRules';
import { COOKIE_NOTICE_COOKIE_MAX_AGE, consentCookieValue, isEuCountry, isHomePath, parseAcceptedAt } from './cookieNoticeRules';

export interface CookieNoticeState {
  /** Show the notice now. */
  due: boolean;
  /**
   * Stores the visitor's choice (`cookie_consent`) and the time of it (`cookie_notice_accepted_at`,
   * the spec's re-prompt clock), and closes the notice. Every choice counts as an answer: accepting
   * all, rejecting the optional categories or saving a selection.
   */
  decide: (consent: CookieConsent) => void;
}

/**
 * The cookie-notice rule (spec §4): on the home page, for EU visitors (`footer.cookieNotice`: the
 * eu site, or `euVisitor` — by default common data's `userLandingPageCountry` in the EU/EEA),
 * when the `cookie_notice_accepted_at` cookie is absent or more than 90 days old. The cookie is
 * read through the store's `getCookies`, i.e. the request's Cookie header on the server, so the
 * server HTML already has the right answer.
 */
export function useCookieNotice(euVisitor?: boolean): CookieNoticeState {
  const store = useShellStore();
  const { pathname } = useShellHost();
  const data = useCommonData() ?? EMPTY_COMMON_DATA;
  const eligible = useIsShown('footer.cookieNotice', { euVisitor: euVisitor ?? isEuCountry(data.userLandingPageCountry) });
  const [closed, setClosed] = useState(false);
  const acceptedAt = parseAcceptedAt(readCookie(store.shellConfig.getCookies(), COOKIE_NAMES.cookieNoticeAccepted));
  const due = eligible && !closed && isHomePath(pathname) && cookieNoticeDue(acceptedAt, new Date());

  const decide = useCallback(
    (consent: CookieConsent) => {
      // A page that may not set cookies (sandboxed iframe) writes nothing: the notice still closes for this page view.
      writeShellCookies(store, [
        { name: COOKIE_NAMES.cookieConsent, value: consentCookieValue(consent), maxAge: COOKIE_NOTICE_COOKIE_MAX_AGE },
        { name: COOKIE_NAMES.cookieNoticeAccepted, value: String(Date.now()), maxAge: COOKIE_NOTICE_COOKIE_MAX_AGE },
      ]);
      setClosed(true);
    },
    [store],
  );

  return { due, decide };
}
