import { useShellIntl } from '@shell/api-client';
import { useDisclosure } from '@shell/ui';
import { DownloadPanelPart, preloadOn } from '../internal/parts';
import { headerMessages } from '../messages/header';
import { IconDownload } from '../icons/icons';

/**
 * The app-download entry. Like every dropdown of the bar, its panel (the QR code and the link to
 * the download page) is drawn when it first opens; its code is a chunk of its own, fetched when
 * the pointer or focus reaches the button (the QR encoder is a further chunk).
 */
export function DownloadEntry() {
  const intl = useShellIntl();
  const panel = useDisclosure({ hover: true, pattern: 'disclosure' });
  return (
    <div {...panel.rootProps} className="shell-header__dropdown shell-header__desktop" data-menu="download">
      <button {...panel.triggerProps} {...preloadOn(DownloadPanelPart)} className="shell-header__trigger shell-header__trigger--icon" aria-label={intl.formatMessage(headerMessages.download)}>
        <IconDownload />
      </button>
      <div {...panel.panelProps} className="shell-header__panel shell-header__panel--download">
        {panel.everOpened ? <DownloadPanelPart /> : null}
      </div>
    </div>
  );
}
