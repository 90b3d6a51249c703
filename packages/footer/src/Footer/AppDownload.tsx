import { useShellIntl, useShellSession } from '@shell/api-client';
import { ShellLink } from '@shell/ui';
import { QrCode } from '@shell/ui/qr-code';
import { appDownloadRoute, getSite, withLang } from '@shell/site-config';
import { footerMessages } from './messages';

/** Channel of the footer's download link, so app installs can be attributed (`ch` query). */
export const FOOTER_APP_CHANNEL = 'web_footer';

/**
 * The app-download QR code (a real, scannable SVG of the site's `/appdownload` URL) and a link to
 * the download page. The caller checks `footer.downloadQr` (main site only).
 */
export function AppDownload() {
  const intl = useShellIntl();
  const session = useShellSession();
  const site = getSite(session.site);
  const { lang } = session;
  const path = withLang(appDownloadRoute({ ch: FOOTER_APP_CHANNEL }), lang);
  const title = intl.formatMessage(footerMessages.appDownload);
  return (
    <section className="shell-footer-app" aria-label={title}>
      <p className="shell-footer-app__title">{title}</p>
      <QrCode className="shell-footer-app__qr" value={`https://${site.host}${path}`} label={intl.formatMessage(footerMessages.appQr)} />
      <ShellLink className="shell-footer-app__link" href={path} entry="footer.appDownload">
        {intl.formatMessage(footerMessages.appDownloadLink)}
      </ShellLink>
    </section>
  );
}
