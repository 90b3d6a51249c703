import { useShellIntl } from '@shell/api-client';
import { QrCode, ShellLink, useDisclosure } from '@shell/api-client/ui';
import { APP_QR_SIZE } from '@shell/site-config';
import { useHeader } from '../internal/HeaderContext';
import { headerMessages } from '../messages/header';
import { appDownloadHref } from '../model/links';

/** The app-download entry: a 137 px QR code of the download link (a real, scannable code) and a link to the download page. */
export function DownloadEntry() {
  const intl = useShellIntl();
  const { site, lang } = useHeader();
  const panel = useDisclosure({ hover: true, pattern: 'disclosure' });
  return (
    <div {...panel.rootProps} className="shell-header__dropdown shell-header__desktop" data-menu="download">
      <button {...panel.triggerProps} className="shell-header__trigger shell-header__trigger--icon" aria-label={intl.formatMessage(headerMessages.download)}>
        <span className="shell-header__icon-download" aria-hidden="true" />
      </button>
      <div {...panel.panelProps} className="shell-header__panel shell-header__panel--download">
        {/* Drawn from the first opening on, like every dropdown (the QR encoder is a chunk of its own). */}
        {panel.everOpened ? (
          <>
            <QrCode value={appDownloadHref({ site, lang, placement: 'header', absolute: true })} size={APP_QR_SIZE} label={intl.formatMessage(headerMessages.downloadQr)} />
            <ShellLink href={appDownloadHref({ site, lang, placement: 'header', absolute: false })} entry="header.download" className="shell-header__menu-item">
              {intl.formatMessage(headerMessages.moreDownloads)}
            </ShellLink>
          </>
        ) : null}
      </div>
    </div>
  );
}
