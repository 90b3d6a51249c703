import { useShellIntl } from '@shell/api-client';
import { ShellLink } from '@shell/ui';
import { QrCode } from '@shell/ui/qr-code';
import { useHeader } from '../internal/HeaderContext';
import { panelMessages } from '../messages/panels';
import { appDownloadHref } from '../model/links';

/** The app-download panel: a 137 px QR code of the download link (a real, scannable code) and a link to the download page. */
export function DownloadPanel() {
  const intl = useShellIntl();
  const { site, lang } = useHeader();
  return (
    <>
      <QrCode value={appDownloadHref({ site, lang, placement: 'header', absolute: true })} label={intl.formatMessage(panelMessages.downloadQr)} />
      <ShellLink href={appDownloadHref({ site, lang, placement: 'header', absolute: false })} entry="header.download" className="shell-header__menu-item">
        {intl.formatMessage(panelMessages.moreDownloads)}
      </ShellLink>
    </>
  );
}
