import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReminderPage } from '@shell/reminder';

const meta = {
  title: 'Reminder/Page',
  component: ReminderPage,
  globals: { user: 'user' },
  // The page is a lazy part (no docgen of its own): its one prop as a control.
  argTypes: {
    sidebar: { control: 'boolean', description: 'The compact side-panel layout (also `?sidebar=1` in the URL).' },
  },
  parameters: {
    pinned: "the page lists a signed-in user's notifications, so the stories pin one (and “Visitor” a visitor, to show the empty state).",
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'The `/reminder` page: the dropdown\'s tabs, list and paging (10 per page) in a page layout; `sidebar` (or `?sidebar=1`) gives the compact side-panel layout.',
      },
    },
  },
} satisfies Meta<typeof ReminderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const panel = await canvas.findByRole('tabpanel', {}, { timeout: 4000 });
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(10), { timeout: 4000 });
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(20), { timeout: 4000 });
  },
};

export const Sidebar: Story = {
  args: { sidebar: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveClass('shell-reminder-page--sidebar');
  },
};

export const Visitor: Story = {
  globals: { user: 'visitor' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};
