import { turkishLocalSiteHref } from '../internal/routes';
import { useShellIntl } from '@shell/api-client';
import { ShellLink } from '@shell/ui';
import { Dialog } from '@shell/ui/widgets';
import { IconClose } from '../icons/icons';
import { preferencesMessages as m } from './messages';

export interface TurkishSiteChoiceModalProps {
  open: boolean;
  onClose: () => void;
  /** The global site's Turkish URL of the current page (`/tr` + the path). */
  globalHref: string;
  /** Called when the visitor stays on the global site in Turkish, before the link navigates. */
  onStay?: () => void;
}

/**
 * Spec §4: picking Turkish on any site but Turkey asks first — stay on the global site in
 * Turkish, or go to the Turkish local site (an external link, same tab).
 */
export function TurkishSiteChoiceModal({ open, onClose, globalHref, onStay }: TurkishSiteChoiceModalProps) {
  const intl = useShellIntl();
  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage(m.turkishTitle)} className="shell-prefs-turkish">
      <p className="shell-prefs-turkish__body">{intl.formatMessage(m.turkishBody)}</p>
      <div className="shell-prefs-turkish__choices">
        <ShellLink
          href={turkishLocalSiteHref()}
          entry="prefs.turkish.local"
          className="shell-prefs-button shell-prefs-button--primary"
          lang="tr"
        >
          {intl.formatMessage(m.turkishGo)}
        </ShellLink>
        <ShellLink
          href={globalHref}
          entry="prefs.turkish.global"
          className="shell-prefs-button"
          onClick={() => {
            onStay?.();
            // After the default action: a link removed from the document does not navigate.
            setTimeout(onClose, 0);
          }}
        >
          {intl.formatMessage(m.turkishStay)}
        </ShellLink>
      </div>
      <button type="button" className="shell-prefs-close" onClick={onClose} aria-label={intl.formatMessage(m.close)}>
        <IconClose size={18} />
      </button>
    </Dialog>
  );
}

