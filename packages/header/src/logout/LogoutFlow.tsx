import { useShellIntl } from '@shell/api-client';
import { Dialog } from '@shell/ui/widgets';
import { shellMessages } from '@shell/site-config/messages';
import type { LangCode } from '@shell/site-config';
import { logoutMessages } from '../messages/logout';
import { useLogout } from './useLogout';

export interface LogoutFlowProps {
  open: boolean;
  onClose: () => void;
  lang: LangCode;
}

/**
 * The logout confirmation (all devices / this device) and, while either runs, the full-screen
 * "Logging out" spinner (spec §4).
 */
export function LogoutFlow({ open, onClose, lang }: LogoutFlowProps) {
  const intl = useShellIntl();
  const { logout, pending } = useLogout(lang);
  const choose = (scope: 'all' | 'this') => {
    onClose();
    void logout(scope);
  };
  return (
    <>
      <Dialog open={open} onClose={onClose} title={intl.formatMessage(logoutMessages.title)} className="shell-header__logout-dialog">
        <p>{intl.formatMessage(logoutMessages.body)}</p>
        <div className="shell-header__logout-actions">
          <button type="button" className="shell-header__button shell-header__button--primary" onClick={() => choose('all')}>
            {intl.formatMessage(logoutMessages.allDevices)}
          </button>
          <button type="button" className="shell-header__button" onClick={() => choose('this')}>
            {intl.formatMessage(logoutMessages.thisDevice)}
          </button>
          <button type="button" className="shell-header__button shell-header__button--ghost" onClick={onClose}>
            {intl.formatMessage(logoutMessages.cancel)}
          </button>
        </div>
      </Dialog>
      <Dialog open={pending !== null} onClose={() => undefined} dismissible={false} variant="fullscreen" hideTitle title={intl.formatMessage(shellMessages.loggingOut)}>
        <div className="shell-header__spinner" role="status" aria-live="polite">
          <span className="shell-header__spinner-wheel" aria-hidden="true" />
          {intl.formatMessage(shellMessages.loggingOut)}
        </div>
      </Dialog>
    </>
  );
}
