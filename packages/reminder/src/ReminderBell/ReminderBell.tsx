import { useIsShown, useShellIntl, useUserInfo } from '@shell/api-client';
import { IconBell } from '../icons/icons';
import { bellMessages } from '../messages/bellMessages';
import { ReminderBellMenuPart } from '../internal/parts';

/**
 * The notification bell of the header: for signed-in users only (a visitor gets nothing rendered,
 * nothing requested and nothing downloaded). Its working half — the unread poller shared between
 * tabs, the notification calls and their schemas, the dropdown — is a chunk of its own, fetched as
 * soon as a signed-in page mounts the bell; until it is in, the same button shows without a count.
 */
export const ReminderBell = Object.assign(
  function ReminderBell() {
    const shown = useIsShown('header.notifications');
    const { uid } = useUserInfo();
    if (!shown || !uid) return null;
    return <ReminderBellMenuPart fallback={<BellPlaceholder />} />;
  },
  {
    /**
     * Fetches the working half ahead. A streaming server render (Next.js) waits for it by itself;
     * `renderToString` of a signed-in page needs `await ReminderBell.preload()` first (like the
     * footer's), or it renders the placeholder and the browser renders the bell afresh.
     */
    preload: ReminderBellMenuPart.preload,
  },
);

/** The bell before its chunk is in (or if it cannot load): the button, no count, nothing to open. */
function BellPlaceholder() {
  const intl = useShellIntl();
  return (
    <div className="shell-reminder-bell">
      <button type="button" className="shell-reminder-bell__trigger" aria-disabled="true" aria-busy="true">
        <IconBell className="shell-reminder-bell__icon" />
        <span className="shell-visually-hidden">{intl.formatMessage(bellMessages.bellLabel, { count: 0 })}</span>
      </button>
    </div>
  );
}
