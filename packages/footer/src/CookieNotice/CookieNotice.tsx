import { useEffect, useId, useRef, useState } from 'react';
import { useShellIntl, useShellSession } from '@shell/api-client';
import { ShellLink, useShellAnalytics } from '@shell/ui';
import { withLang } from '@shell/site-config';
import { FOOTER_CONTENT } from '../content';
import { cookieNoticeMessages } from '../Footer/messages';
import { formatWithLink } from '../internal/richText';
import type { CookieConsent } from './cookieNoticeRules';
import { useCookieNotice } from './useCookieNotice';

export interface CookieNoticeProps {
  /** Whether the visitor is in the EU/EEA (host geolocation); defaults to common data's `userLandingPageCountry`. */
  euVisitor?: boolean;
}

const ALL: CookieConsent = { analytics: true, marketing: true };
const NECESSARY_ONLY: CookieConsent = { analytics: false, marketing: false };

/**
 * The EU cookie notice: a bar fixed to the bottom of the viewport, so showing or closing it never
 * moves the page; an in-flow spacer of the bar's height at the end of the footer keeps the legal
 * lines readable above it. Rendered in the server HTML when due (no late insertion on the eu site).
 *
 * Three choices of equal weight, as EU consent rules expect: accept all, reject the optional
 * categories (as easy as accepting), or manage them one by one (optional categories start off).
 */
export function CookieNotice({ euVisitor }: CookieNoticeProps) {
  const intl = useShellIntl();
  const { site, lang } = useShellSession();
  const { due, decide } = useCookieNotice(euVisitor);
  const titleId = useId();
  const report = useShellAnalytics();
  const [managing, setManaging] = useState(false);
  const [choice, setChoice] = useState<CookieConsent>(NECESSARY_ONLY);
  const preferences = useRef<HTMLFieldSetElement>(null);
  // "Manage cookies" goes away as the preferences open: focus moves to their first switch.
  useEffect(() => {
    if (managing) preferences.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [managing]);
  if (!due) return null;
  const policy = withLang(FOOTER_CONTENT[site].cookiePolicyLink, lang);
  const choose = (consent: CookieConsent, action: string) => {
    decide(consent);
    report(`footer.cookie.${action}`, action);
  };
  const toggle = (key: keyof CookieConsent) => (on: boolean) => setChoice((current) => ({ ...current, [key]: on }));
  return (
    <>
      <div className="shell-footer-cookie__spacer" aria-hidden="true" />
      <section className="shell-footer-cookie" aria-labelledby={titleId} data-managing={managing ? 'true' : undefined}>
        <div className="shell-footer-cookie__text">
          <h2 id={titleId} className="shell-footer-cookie__title">
            {intl.formatMessage(cookieNoticeMessages.title)}
          </h2>
          <p className="shell-footer-cookie__body">
            {formatWithLink(intl, cookieNoticeMessages.body, (chunks) => (
              <ShellLink className="shell-footer-cookie__link" href={policy} entry="footer.cookie.policy">
                {chunks}
              </ShellLink>
            ))}
          </p>
          {managing ? (
            <fieldset ref={preferences} className="shell-footer-cookie__preferences">
              <legend className="shell-footer-cookie__legend">{intl.formatMessage(cookieNoticeMessages.preferences)}</legend>
              <CookieCategory name={intl.formatMessage(cookieNoticeMessages.necessary)} hint={intl.formatMessage(cookieNoticeMessages.necessaryHint)} checked />
              <CookieCategory
                name={intl.formatMessage(cookieNoticeMessages.analytics)}
                hint={intl.formatMessage(cookieNoticeMessages.analyticsHint)}
                checked={choice.analytics}
                onChange={toggle('analytics')}
              />
              <CookieCategory
                name={intl.formatMessage(cookieNoticeMessages.marketing)}
                hint={intl.formatMessage(cookieNoticeMessages.marketingHint)}
                checked={choice.marketing}
                onChange={toggle('marketing')}
              />
            </fieldset>
          ) : null}
        </div>
        <div className="shell-footer-cookie__actions">
          {managing ? (
            <button type="button" className="shell-footer-cookie__choice shell-footer-cookie__choice--primary" onClick={() => choose(choice, 'save')}>
              {intl.formatMessage(cookieNoticeMessages.save)}
            </button>
          ) : (
            <button type="button" className="shell-footer-cookie__choice shell-footer-cookie__choice--quiet" onClick={() => setManaging(true)}>
              {intl.formatMessage(cookieNoticeMessages.manage)}
            </button>
          )}
          <button type="button" className={`shell-footer-cookie__choice${managing ? '' : ' shell-footer-cookie__choice--strong'}`} onClick={() => choose(NECESSARY_ONLY, 'reject')}>
            {intl.formatMessage(cookieNoticeMessages.reject)}
          </button>
          {/* Rejecting is as easy and as visible as accepting: same size, same weight. */}
          <button type="button" className={`shell-footer-cookie__choice${managing ? '' : ' shell-footer-cookie__choice--primary'}`} onClick={() => choose(ALL, 'accept')}>
            {intl.formatMessage(cookieNoticeMessages.accept)}
          </button>
        </div>
      </section>
    </>
  );
}

/** One cookie category: a checkbox named by the category, its hint below. Without `onChange` it is locked (strictly necessary). */
function CookieCategory({ name, hint, checked, onChange }: { name: string; hint: string; checked: boolean; onChange?: (on: boolean) => void }) {
  return (
    <label className="shell-footer-cookie__category">
      <input
        type="checkbox"
        className="shell-footer-cookie__switch"
        checked={checked}
        disabled={onChange === undefined}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <span className="shell-footer-cookie__category-text">
        <span className="shell-footer-cookie__category-name">{name}</span>
        <span className="shell-footer-cookie__category-hint">{hint}</span>
      </span>
    </label>
  );
}
