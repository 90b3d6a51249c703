import { useId } from 'react';
import { useShellIntl, useShellSession } from '@shell/api-client';
import { ShellLink, useShellAnalytics } from '@shell/ui';
import { withLang } from '@shell/site-config';
import { FOOTER_CONTENT } from '../content';
import { cookieNoticeMessages } from '../Footer/messages';
import { formatWithLink } from '../internal/richText';
import { useCookieNotice } from './useCookieNotice';

export interface CookieNoticeProps {
  /** Whether the visitor is in the EU/EEA (host geolocation); defaults to common data's `userLandingPageCountry`. */
  euVisitor?: boolean;
}

/**
 * The EU cookie notice: a bar fixed to the bottom of the viewport, so showing or closing it never
 * moves the page; an in-flow spacer of the bar's height at the end of the footer keeps the legal
 * lines readable above it. Rendered in the server HTML when due (no late insertion on the eu site).
 */
export function CookieNotice({ euVisitor }: CookieNoticeProps) {
  const intl = useShellIntl();
  const { site, lang } = useShellSession();
  const { due, accept } = useCookieNotice(euVisitor);
  const titleId = useId();
  const report = useShellAnalytics();
  if (!due) return null;
  const policy = withLang(FOOTER_CONTENT[site].cookiePolicyLink, lang);
  return (
    <>
      <div className="shell-footer-cookie__spacer" aria-hidden="true" />
      <section className="shell-footer-cookie" aria-labelledby={titleId}>
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
        </div>
        <button
          type="button"
          className="shell-footer-cookie__accept"
          onClick={() => {
            accept();
            report('footer.cookie.accept', 'accept');
          }}
        >
          {intl.formatMessage(cookieNoticeMessages.accept)}
        </button>
      </section>
    </>
  );
}
