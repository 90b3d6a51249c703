import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CALLS } from '@shell/api-client/core';
import { REMINDER_CALLS } from '../api/calls';
import { ShellHostProvider } from '@shell/ui';
import { countRequests, mockServer, renderWithShell, TEST_BASE_URL } from '@shell/test-utils';
import type { ShellTestOptions } from '@shell/test-utils';
import { REMINDER_FORCE_RED_DOT_EVENT, REMINDER_RED_DOT_EVENT } from '../events';
import type { ReminderRedDotDetail } from '../events';
import { ReminderBell } from './ReminderBell';
import { preloadReminderParts } from '../internal/parts';

function renderBell(options: ShellTestOptions = {}, navigate = vi.fn()) {
  const view = renderWithShell(
    <ShellHostProvider navigate={navigate} pathname="/">
      <ReminderBell />
    </ShellHostProvider>,
    { user: 'user', ...options },
  );
  return { ...view, navigate };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });

async function openDropdown(user: ReturnType<typeof renderBell>['user']) {
  await user.click(await bell('Notifications, 19 unread'));
  return screen.findByRole('tablist', { name: 'Notification types' });
}

// The dropdown is a lazy chunk; load it once up front, as the bell's pointer-enter would.
beforeAll(() => preloadReminderParts());

describe('ReminderBell', () => {
  it('renders nothing for a visitor and requests no reminder data', async () => {
    const requests = [REMINDER_CALLS.reminderUnread, REMINDER_CALLS.reminderTabs, REMINDER_CALLS.reminderRecords].map((call) => countRequests(call.path));
    const userInfo = countRequests(CALLS.userInfo.path);
    const { container } = renderBell({ user: 'visitor' });
    await waitFor(() => expect(userInfo.count).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(container).toBeEmptyDOMElement();
    expect(requests.map((r) => r.count)).toEqual([0, 0, 0]);
  });

  it('is hidden on testnet, whose notification flag is off', async () => {
    const unread = countRequests(REMINDER_CALLS.reminderUnread.path);
    const userInfo = countRequests(CALLS.userInfo.path);
    const { container } = renderBell({ site: 'testnet' });
    await waitFor(() => expect(userInfo.count).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(container).toBeEmptyDOMElement();
    expect(unread.count).toBe(0);
  });

  it('shows the summed unread count as the badge and announces it', async () => {
    renderBell();
    const button = await bell('Notifications, 19 unread');
    expect(within(button).getByTestId('reminder-red-dot')).toHaveTextContent('19');
  });

  it.each([
    [{ trade: 99 }, '99', 'Notifications, 99 unread'],
    [{ trade: 60, system: '40' }, '99+', 'Notifications, 100 unread'],
    [{ trade: 12345 }, '99+', 'Notifications, 12,345 unread'],
  ])('shows %j as %s', async (counts, badge, name) => {
    mockServer.use(http.get(`${TEST_BASE_URL}${REMINDER_CALLS.reminderUnread.path}`, () => HttpResponse.json({ code: 200, data: counts })));
    renderBell();
    expect(within(await bell(name)).getByTestId('reminder-red-dot')).toHaveTextContent(badge);
  });

  it('shows no dot without unread messages', async () => {
    mockServer.use(http.get(`${TEST_BASE_URL}${REMINDER_CALLS.reminderUnread.path}`, () => HttpResponse.json({ code: 200, data: { trade: 0 } })));
    renderBell();
    await bell('Notifications');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('reminder-red-dot')).toBeNull();
  });

  it('can be forced on and off by a DOM event, and reports the dot through the red-dot event', async () => {
    const events: ReminderRedDotDetail[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<ReminderRedDotDetail>).detail);
    window.addEventListener(REMINDER_RED_DOT_EVENT, listener);
    try {
      renderBell();
      await bell('Notifications, 19 unread');
      await waitFor(() => expect(events.at(-1)).toEqual({ show: true, total: 19 }));

      act(() => void window.dispatchEvent(new CustomEvent(REMINDER_FORCE_RED_DOT_EVENT, { detail: { show: false } })));
      expect(screen.queryByTestId('reminder-red-dot')).toBeNull();
      expect(events.at(-1)).toEqual({ show: false, total: 19 });

      act(() => void window.dispatchEvent(new CustomEvent(REMINDER_FORCE_RED_DOT_EVENT, { detail: { show: 'yes' } })));
      expect(screen.queryByTestId('reminder-red-dot')).toBeNull();

      act(() => void window.dispatchEvent(new CustomEvent(REMINDER_FORCE_RED_DOT_EVENT, { detail: { show: null } })));
      expect(screen.getByTestId('reminder-red-dot')).toHaveTextContent('19');
    } finally {
      window.removeEventListener(REMINDER_RED_DOT_EVENT, listener);
    }
  });

  it('forced on with nothing unread shows a plain dot', async () => {
    mockServer.use(http.get(`${TEST_BASE_URL}${REMINDER_CALLS.reminderUnread.path}`, () => HttpResponse.json({ code: 200, data: {} })));
    renderBell();
    await bell('Notifications');
    act(() => void window.dispatchEvent(new CustomEvent(REMINDER_FORCE_RED_DOT_EVENT, { detail: { show: true } })));
    expect(screen.getByTestId('reminder-red-dot')).toHaveClass('shell-reminder-bell__dot');
    expect(screen.getByTestId('reminder-red-dot')).toHaveTextContent('');
  });
});

describe('the dropdown', () => {
  it('loads nothing until opened, then shows the shown tabs with their unread counts', async () => {
    const tabsRequests = countRequests(REMINDER_CALLS.reminderTabs.path);
    const { user } = renderBell();
    await bell('Notifications, 19 unread');
    expect(tabsRequests.count).toBe(0);
    const tablist = await openDropdown(user);
    const tabs = within(tablist).getAllByRole('tab');
    // System is marked read as it opens, so its own count may already be gone.
    expect(tabs).toHaveLength(4);
    expect(tabs[0]).toHaveAccessibleName(/^System/);
    expect(tabs[1]).toHaveAccessibleName('Trading 12 unread');
    expect(tabs[2]).toHaveAccessibleName('Events');
    expect(tabs[3]).toHaveAccessibleName('Security 2 unread');
    expect(within(tabs[1]!).getByText('12')).toHaveAttribute('aria-hidden', 'true');
    expect(within(tablist).queryByRole('tab', { name: /Campaigns/ })).toBeNull();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/^System/);
  });

  it('opening a tab marks that type read (form-urlencoded msg_type) and the badge follows', async () => {
    const bodies: string[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === REMINDER_CALLS.reminderRead.path) bodies.push(await request.clone().text());
    });
    const { user } = renderBell();
    await openDropdown(user);
    await bell('Notifications, 14 unread'); // system's 5 are read
    expect(bodies).toEqual(['msg_type=system']);

    await user.click(screen.getByRole('tab', { name: /^Trading/ }));
    await bell('Notifications, 2 unread');
    await user.click(screen.getByRole('tab', { name: /^Events/ })); // nothing unread: no request
    await screen.findByRole('heading', { name: /Trading competition round 1$/ });
    expect(bodies).toEqual(['msg_type=system', 'msg_type=trade']);
    mockServer.events.removeAllListeners('request:start');
  });

  it('keeps the badge when marking read fails ({ success: false, code: 99999 }), without throwing', async () => {
    const reads = countRequests(REMINDER_CALLS.reminderRead.path, 'POST');
    const { user, logger } = renderBell({ faults: [{ call: 'reminderRead', kind: 'http-500' }] });
    await openDropdown(user);
    await waitFor(() => expect(reads.count).toBe(1));
    await waitFor(() => expect(logger.entries).toContainEqual(expect.objectContaining({ source: 'markReminderRead', reason: 'http-500' })));
    expect(await bell('Notifications, 19 unread')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^System/ })).toHaveTextContent('5');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
    expect(reads.count).toBe(1); // not retried in a loop
  });

  it('pages with "Load more" (20 per page) while page × size < total', async () => {
    const records = countRequests(REMINDER_CALLS.reminderRecords.path);
    const sizes: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === REMINDER_CALLS.reminderRecords.path) sizes.push(`${url.searchParams.get('code')}:${url.searchParams.get('page')}x${url.searchParams.get('size')}`);
    });
    const { user } = renderBell();
    await openDropdown(user);
    await user.click(screen.getByRole('tab', { name: /^Trading/ }));
    const panel = screen.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(20));
    for (const expected of [40, 60, 64]) {
      await user.click(within(panel).getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(expected));
    }
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(sizes.filter((s) => s.startsWith('trade:')).slice(-4)).toEqual(['trade:1x20', 'trade:2x20', 'trade:3x20', 'trade:4x20']);
    expect(records.count).toBeGreaterThanOrEqual(5);
    mockServer.events.removeAllListeners('request:start');
  });

  it('keeps the unread marks of the opened tab until "Mark all as read"', async () => {
    const { user } = renderBell();
    await openDropdown(user);
    await bell('Notifications, 14 unread');
    const panel = screen.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('article').filter((a) => a.classList.contains('shell-reminder-message--unread'))).toHaveLength(5));
    const markAll = within(panel).getByRole('button', { name: 'Mark all as read' });
    expect(markAll).toBeEnabled();
    await user.click(markAll);
    await waitFor(() => expect(within(panel).getAllByRole('article').filter((a) => a.classList.contains('shell-reminder-message--unread'))).toHaveLength(0));
    expect(markAll).toBeDisabled();
  });

  it.each([
    ['reminderTabs', 'network'],
    ['reminderTabs', 'schema-invalid'],
    ['reminderRecords', 'http-500'],
    ['reminderRecords', 'timeout'],
  ] as const)('shows the empty state when %s fails (%s)', async (call, kind) => {
    const { user } = renderBell({ faults: [{ call, kind }] });
    await user.click(await bell('Notifications, 19 unread'));
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('a click on a message goes where it should, through the host, and closes the dropdown', async () => {
    const { user, navigate } = renderBell();
    await openDropdown(user);
    const link = await screen.findByRole('link', { name: /^(Unread )?Scheduled maintenance #1$/ });
    expect(link).toHaveAttribute('href', '/announcements');
    const article = link.closest('article')!;
    await user.click(within(article).getByText(/Deposits and withdrawals/));
    expect(navigate).toHaveBeenCalledWith('/announcements', { replace: undefined });
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('hostile links render as text and go nowhere', async () => {
    mockServer.use(
      http.get(`${TEST_BASE_URL}${REMINDER_CALLS.reminderRecords.path}`, () =>
        HttpResponse.json({
          code: 200,
          data: {
            total: 2,
            unread_num: 0,
            list: [
              { id: 'x1', title: 'Claim your prize', content: 'Click me', isread: 1, send_timest: 1758614400, type: 'activity', extras: { web_url: 'javascript:alert(1)', isAllowHref: true } },
              { id: 'x2', title: 'Look-alike', content: 'Click me too', isread: 1, send_timest: 1758614000, type: 'activity', extras: { url: 'https://gate.example.evil.com/', isAllowHref: true } },
            ],
          },
        }),
      ),
    );
    const { user, navigate } = renderBell();
    await openDropdown(user);
    await screen.findByRole('heading', { name: 'Claim your prize' });
    expect(screen.queryByRole('link', { name: 'Claim your prize' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Look-alike' })).toBeNull();
    await user.click(screen.getByText('Click me'));
    await user.click(screen.getByText('Click me too'));
    expect(navigate).not.toHaveBeenCalled();
    expect(document.body.innerHTML).not.toMatch(/javascript:|evil\.com/);
  });
});
