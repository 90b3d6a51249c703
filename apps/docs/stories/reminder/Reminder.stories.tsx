import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReminderBell } from '@shell/reminder';

/** The bell sits at the inline end of a header-like bar, so its dropdown has room to open. */
function BellInHeader() {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: 560, paddingInline: 16 }}>
      <ReminderBell />
    </div>
  );
}

const meta = {
  title: 'Reminder/Bell and dropdown',
  component: BellInHeader,
  globals: { user: 'user' },
  parameters: {
    pinned: 'the bell exists only for a signed-in user, so the stories pin one (and “Visitor: no bell” a visitor, to show that nothing renders).',
    docs: {
      description: {
        component:
          'The notification bell of `@shell/reminder` on the mock backend: summed unread badge (99+ above 99), dropdown with the shown tabs, 20 messages per page and "Load more". Opening a tab marks its type read and the badge follows. Visitors get nothing rendered and nothing requested.',
      },
    },
  },
} satisfies Meta<typeof BellInHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const bell = (canvasElement: HTMLElement, name: string | RegExp = /^Notifications/) =>
  within(canvasElement).findByRole('button', { name }, { timeout: 4000 });

async function openDropdown(canvasElement: HTMLElement) {
  await userEvent.click(await bell(canvasElement, 'Notifications, 19 unread'));
  return within(canvasElement).findByRole('tablist', { name: 'Notification types' }, { timeout: 4000 });
}

export const Bell: Story = {
  name: 'Bell with unread badge',
  play: async ({ canvasElement }) => {
    const button = await bell(canvasElement, 'Notifications, 19 unread');
    await expect(within(button).getByTestId('reminder-red-dot')).toHaveTextContent('19');
  },
};

export const Visitor: Story = {
  name: 'Visitor: no bell',
  globals: { user: 'visitor' },
  parameters: { emptyCanvas: 'A visitor has no bell: nothing renders below, and nothing is requested or downloaded.' },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const ManyUnread: Story = {
  name: 'Badge above 99',
  parameters: {
    msw: { handlers: [http.get('*/apiw/v2/herald/msg/unread/num', () => HttpResponse.json({ code: 200, data: { trade: 120, system: 7 } }))] },
  },
  play: async ({ canvasElement }) => {
    const button = await bell(canvasElement, 'Notifications, 127 unread');
    await expect(within(button).getByTestId('reminder-red-dot')).toHaveTextContent('99+');
  },
};

export const OpenDropdown: Story = {
  name: 'Dropdown: first tab opened and marked read',
  play: async ({ canvasElement }) => {
    const tablist = await openDropdown(canvasElement);
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs).toHaveLength(4); // Campaigns is hidden (is_show false)
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // System's 5 unread are marked read: the badge follows.
    await bell(canvasElement, 'Notifications, 14 unread');
  },
};

export const TradingTabPaging: Story = {
  name: 'Dropdown: Trading tab, load more',
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /^Trading/ }));
    const panel = canvas.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(20), { timeout: 4000 });
    // Pressed while the refresh that opening the tab starts may still run: the list sends it after.
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(40), { timeout: 4000 });
    await bell(canvasElement, 'Notifications, 2 unread');
  },
};

export const ReadTab: Story = {
  name: 'Dropdown: a tab without unread messages',
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Events' }));
    const panel = canvas.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('article').length).toBeGreaterThan(0), { timeout: 4000 });
    await expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const EmptyList: Story = {
  name: 'Dropdown: record fetch fails → empty state',
  parameters: { faults: [{ call: 'reminderRecords', kind: 'http-500' }] },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    await expect(await within(canvasElement).findByText('No data', {}, { timeout: 4000 })).toBeVisible();
  },
};

export const TabsError: Story = {
  name: 'Dropdown: tab fetch fails → empty state',
  parameters: { faults: [{ call: 'reminderTabs', kind: 'network' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, 'Notifications, 19 unread'));
    await expect(await within(canvasElement).findByText('No data', {}, { timeout: 4000 })).toBeVisible();
    await expect(within(canvasElement).queryByRole('tablist')).toBeNull();
  },
};

export const MarkReadFails: Story = {
  name: 'Dropdown: marking read fails → badge unchanged',
  parameters: { faults: [{ call: 'reminderRead', kind: 'http-500' }] },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(await bell(canvasElement, 'Notifications, 19 unread')).toBeVisible();
  },
};

export const HostileLinks: Story = {
  name: 'Dropdown: hostile links go nowhere',
  parameters: {
    msw: {
      handlers: [
        http.get('*/apiw/v2/herald/renew/record', () =>
          HttpResponse.json({
            code: 200,
            data: {
              total: 2,
              unread_num: 0,
              list: [
                { id: 'h1', title: 'Claim your prize', content: 'A javascript: link', isread: 1, send_timest: 1758614400, type: 'activity', extras: { web_url: 'javascript:alert(1)', isAllowHref: true } },
                { id: 'h2', title: 'Look-alike host', content: 'gate.example.evil.com', isread: 1, send_timest: 1758610000, type: 'activity', extras: { url: 'https://gate.example.evil.com/', isAllowHref: true } },
              ],
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Claim your prize' }, { timeout: 4000 });
    await expect(canvas.queryByRole('link', { name: 'Claim your prize' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Look-alike host' })).toBeNull();
  },
};
