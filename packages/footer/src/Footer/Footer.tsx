import { useMemo } from 'react';
import { useShellPolicyContext, useShellSession } from '@shell/api-client';
import { isShown } from '@shell/site-config';
import { useCdnCheck } from '../cdn/useCdnCheck';
import { FOOTER_CONTENT } from '../content';
import { resolveFooterColumns } from '../content/resolve';
import { CookieNotice } from '../CookieNotice/CookieNotice';
import { AppDownload } from './AppDownload';
import { FiatSelector } from './FiatSelector';
import { FooterColumns } from './FooterColumns';
import { FooterLegal } from './FooterLegal';
import { LanguageSelector } from './LanguageSelector';
import { SocialLinks } from './SocialLinks';

export interface FooterProps {
  /** Extra class on the footer's root element. */
  className?: string;
  /**
   * Whether the visitor is in the EU/EEA, from the host's geolocation; drives the cookie notice on
   * sites other than eu. Defaults to common data's `userLandingPageCountry`.
   */
  euVisitor?: boolean;
  /** The bundle the mobile CDN check fetches (default `{staticHost}/shell/footer/cdn-check.js`); `null` turns it off. */
  cdnCheckUrl?: string | null;
}

/**
 * The site footer of the current session's site: link columns (an accordion below 768 px),
 * social icons, language chooser, the mobile fiat chooser, the app-download QR code, the regional
 * legal block and, on the home page for EU visitors, the cookie notice. Every item is decided by
 * the one policy function; the footer itself holds no site rules.
 */
export function Footer({ className, euVisitor, cdnCheckUrl }: FooterProps) {
  const { site, lang } = useShellSession();
  const ctx = useShellPolicyContext();
  const content = FOOTER_CONTENT[site];
  const columns = useMemo(() => resolveFooterColumns(content.columns, ctx, lang), [content, ctx, lang]);
  const show = {
    social: isShown('footer.socialIcons', ctx),
    language: isShown('footer.language', ctx),
    // No footer item exists for the fiat chooser; the header's exchange-rate item has the same rule.
    fiat: isShown('header.exchangeRate', ctx),
    qr: isShown('footer.downloadQr', ctx),
  };
  useCdnCheck(cdnCheckUrl);

  return (
    <footer className={className ? `shell-footer ${className}` : 'shell-footer'} data-site={site}>
      <div className="shell-footer__main">
        <div className="shell-footer__aside">
          {show.social && <SocialLinks />}
          {(show.language || show.fiat) && (
            <div className="shell-footer__choosers">
              {show.language && <LanguageSelector />}
              {show.fiat && <FiatSelector />}
            </div>
          )}
          {show.qr && <AppDownload />}
        </div>
        {columns.length > 0 && <FooterColumns columns={columns} />}
      </div>
      <FooterLegal legal={content.legal} />
      <CookieNotice euVisitor={euVisitor} />
    </footer>
  );
}
