import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CALLS } from '@shell/api-client/core';
import { REMINDER_CALLS } from '../api/calls';
import { ShellHostProvider } from '@shell/ui';
import { countRequests, renderWithShell } from '@shell/test-utils';
import { ReminderPage } from './ReminderPage';
import { sidebarFromSearch } from './sidebar';

describe('ReminderPage', () => {
  it('lists the first tab 10 per page and loads more', async () => {
    const { user } = renderWithShell(<ReminderPage />, { user: 'user' });
    const records = countRequests(REMINDER_CALLS.reminderRecords.path);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(10));
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(20));
    expect(records.count).toBeGreaterThanOrEqual(2);
  });

  it.each([
    [undefined, '', false],
    [undefined, 'sidebar=1', true],
    [undefined, 'a=b&sidebar=true', true],
    [false, 'sidebar=1', false],
    [true, '', true],
  ])('sidebar prop %s with query %j → sidebar layout %s', (sidebar, search, expected) => {
    renderWithShell(
      <ShellHostProvider search={search}>
        <ReminderPage sidebar={sidebar} />
      </ShellHostProvider>,
    );
    expect(screen.getByRole('region').classList.contains('shell-reminder-page--sidebar')).toBe(expected);
    expect(sidebarFromSearch(search)).toBe(search.includes('sidebar'));
  });

  it('shows the empty state to visitors and requests nothing', async () => {
    const requests = [REMINDER_CALLS.reminderTabs, REMINDER_CALLS.reminderRecords, REMINDER_CALLS.reminderUnread].map((call) => countRequests(call.path));
    const userInfo = countRequests(CALLS.userInfo.path);
    renderWithShell(<ReminderPage />, { user: 'visitor' });
    expect(screen.getByText('No data')).toBeInTheDocument();
    await waitFor(() => expect(userInfo.count).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests.map((r) => r.count)).toEqual([0, 0, 0]);
  });
});
