import { useIsShown, useShellIntl } from '@shell/api-client';
import { useShellHost } from '@shell/ui';
import { REMINDER_PAGE_SIZE_DEFAULT } from '../internal/spec';
import { shellMessages } from '@shell/site-config/messages';
import { reminderMessages } from '../messages/messages';
import { ReminderPanel } from '../ReminderPanel/ReminderPanel';
import { useUnreadSync } from '../unread/useUnreadSync';
import { MessageHeadingLevel } from '../internal/headingLevel';
import { sidebarFromSearch } from './sidebar';

export interface ReminderPageProps {
  /**
   * The compact layout for a side panel (`/reminder?sidebar=1`). When left out it is read from
   * the host's query string (`useShellHost().search`).
   */
  sidebar?: boolean;
}

/**
 * The `/reminder` page: the dropdown's tabs, list and paging (10 per page) in a page layout —
 * tabs beside the list from 992 px, above it below that and in the sidebar layout. Reminders
 * load only for a signed-in user; anyone else sees the empty state and nothing is requested.
 */
export function ReminderPage({ sidebar }: ReminderPageProps) {
  const intl = useShellIntl();
  const { search } = useShellHost();
  const shown = useIsShown('profile.reminder');
  const sync = useUnreadSync();
  const inSidebar = sidebar ?? sidebarFromSearch(search);
  return (
    <section className={inSidebar ? 'shell-reminder-page shell-reminder-page--sidebar' : 'shell-reminder-page'} aria-labelledby="shell-reminder-page-title">
      <h1 className="shell-reminder-page__title" id="shell-reminder-page-title">
        {intl.formatMessage(reminderMessages.panelTitle)}
      </h1>
      {shown ? (
        <MessageHeadingLevel.Provider value={2}>
          <ReminderPanel pageSize={REMINDER_PAGE_SIZE_DEFAULT} sync={sync} />
        </MessageHeadingLevel.Provider>
      ) : (
        <p className="shell-reminder-panel__empty">{intl.formatMessage(shellMessages.noData)}</p>
      )}
    </section>
  );
}
