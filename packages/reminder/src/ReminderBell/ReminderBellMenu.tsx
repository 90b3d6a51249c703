import { useEffect, useRef } from 'react';
import { useShellIntl, useShellSession } from '@shell/api-client';
import { preloadOn, ShellLink, useDisclosure } from '@shell/ui';
import type { DisclosureReason } from '@shell/ui';
import { reminderRoute, withLang } from '@shell/site-config';
import { formatUnreadBadge, REMINDER_PAGE_SIZE_DROPDOWN } from '../internal/spec';
import { emitRedDot, useForcedRedDot } from '../events';
import { bellMessages } from '../messages/bellMessages';
import { reminderMessages } from '../messages/messages';
import { useUnreadSnapshot, useUnreadSync } from '../unread/useUnreadSync';
import { IconBell } from '../icons/icons';
import { ReminderPanelPart } from '../internal/panelPart';

/**
 * The bell's working half, a chunk of its own (`ReminderBell` loads it for signed-in users): the
 * badge shows the summed unread count (`99+` above 99) and can be forced on or off with
 * `REMINDER_FORCE_RED_DOT_EVENT`. The count is polled as spec §4 says and shared between tabs.
 * The dropdown (hover, click or keyboard) loads its tabs and messages only once opened, 20 per page.
 */
export function ReminderBellMenu() {
  const intl = useShellIntl();
  const { lang } = useShellSession();
  const sync = useUnreadSync();
  const { total } = useUnreadSnapshot(sync);
  const forced = useForcedRedDot();
  const openedBy = useRef<DisclosureReason | null>(null);
  const disclosure = useDisclosure({ hover: true, pattern: 'disclosure', onOpenChange: (open, reason) => (openedBy.current = open ? reason : null) });
  const showDot = forced ?? total > 0;

  useEffect(() => {
    if (sync) emitRedDot({ show: showDot, total });
  }, [sync, showDot, total]);

  if (!sync) return null;
  const badge = showDot ? formatUnreadBadge(total) : '';
  const close = () => disclosure.setOpen(false);
  // useDisclosure toggles on click, so the click that follows a hover-open would close the panel
  // the pointer just opened; here that click keeps it open instead.
  const onTriggerClick = () => {
    if (disclosure.open && openedBy.current === 'hover') openedBy.current = 'click';
    else disclosure.triggerProps.onClick();
  };

  return (
    <div className="shell-reminder-bell" {...disclosure.rootProps}>
      <button
        {...disclosure.triggerProps}
        onClick={onTriggerClick}
        {...preloadOn(ReminderPanelPart)}
        className="shell-reminder-bell__trigger"
      >
        <IconBell className="shell-reminder-bell__icon" />
        {/* Name from content (not aria-label): the visible badge stays outside the name, WCAG 2.5.3. */}
        <span className="shell-visually-hidden">{intl.formatMessage(bellMessages.bellLabel, { count: total })}</span>
        {showDot && (
          <span className={badge === '' ? 'shell-reminder-bell__dot' : 'shell-reminder-bell__badge'} aria-hidden="true" data-testid="reminder-red-dot">
            {badge}
          </span>
        )}
      </button>
      <div {...disclosure.panelProps} className="shell-reminder-bell__panel">
        <div className="shell-reminder-bell__header">
          <h2 className="shell-reminder-bell__title">{intl.formatMessage(reminderMessages.panelTitle)}</h2>
        </div>
        {disclosure.open && (
          <ReminderPanelPart
            pageSize={REMINDER_PAGE_SIZE_DROPDOWN}
            sync={sync}
            onNavigate={close}
            fallback={<div className="shell-reminder-bell__loading" aria-busy="true" />}
          />
        )}
        <ShellLink className="shell-reminder-bell__view-all" href={withLang(reminderRoute(), lang)} entry="reminder.viewAll" onClick={close}>
          {intl.formatMessage(reminderMessages.viewAll)}
        </ShellLink>
      </div>
    </div>
  );
}
