import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '@shell/test-utils';
import { ReminderBell } from './ReminderBell';

// Its own file: the bell's working half is a lazy chunk, and here nothing has loaded it yet.
describe('ReminderBell before its chunk is in', () => {
  it('shows the same button without a count, then the working bell with the count', async () => {
    renderWithShell(<ReminderBell />, { user: 'user' });
    const placeholder = await screen.findByRole('button', { name: 'Notifications' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).toHaveAttribute('aria-disabled', 'true');
    expect(placeholder).toHaveClass('shell-reminder-bell__trigger');
    const bell = await screen.findByRole('button', { name: 'Notifications, 19 unread' });
    expect(bell).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(screen.getAllByRole('button')).toHaveLength(1));
  });

  it('renders nothing for a visitor, not even the placeholder', async () => {
    const { container } = renderWithShell(<ReminderBell />, { user: 'visitor' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
