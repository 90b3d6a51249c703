import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReminderMessage as ReminderMessageData } from '../schemas/records';
import { renderWithShell } from '@shell/test-utils';
import { ReminderMessage } from './ReminderMessage';

const MESSAGE: ReminderMessageData = {
  id: 'm1',
  title: 'Order filled: BTC/USDT',
  content: 'Your limit order #100200 for BTC/USDT was filled.',
  isread: false,
  send_timest: 1758614400, // 2025-09-23 08:00 UTC
  type: 'trade',
  template_id: 'spot_order_filled',
  template_args: ['BTC_USDT'],
  extras: { market: 'BTC_USDT' },
};

/** jsdom has no layout: give the clamped elements a scroll height above their box. */
function layout(overflowing: boolean) {
  const scroll = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
  const client = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => (overflowing ? 60 : 20) });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 20 });
  return () => {
    if (scroll) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scroll);
    if (client) Object.defineProperty(HTMLElement.prototype, 'clientHeight', client);
  };
}

let restore: () => void = () => {};
afterEach(() => restore());

describe('ReminderMessage', () => {
  it('offers no expand button when nothing is cut off', () => {
    restore = layout(false);
    renderWithShell(<ReminderMessage message={MESSAGE} unread={false} />);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('expands a clamped title and text (1 → 3 and 2 → 7 lines) and shortens them again', async () => {
    restore = layout(true);
    const { user } = renderWithShell(<ReminderMessage message={MESSAGE} unread={false} />);
    const article = screen.getByRole('article');
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(article).not.toHaveClass('shell-reminder-message--expanded');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(article).toHaveClass('shell-reminder-message--expanded');
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(article).not.toHaveClass('shell-reminder-message--expanded');
  });

  it('marks unread messages for the eye and for screen readers', () => {
    renderWithShell(<ReminderMessage message={MESSAGE} unread />);
    expect(screen.getByRole('article')).toHaveClass('shell-reminder-message--unread');
    expect(screen.getByRole('heading')).toHaveAccessibleName('Unread Order filled: BTC/USDT');
  });

  it('links the title to the resolved target with the language prefix', () => {
    renderWithShell(<ReminderMessage message={MESSAGE} unread={false} />, { lang: 'de' });
    expect(screen.getByRole('link', { name: 'Order filled: BTC/USDT' })).toHaveAttribute('href', '/de/trade/BTC_USDT');
  });

  it('shows notice_content when the message has no text of its own, as text', () => {
    renderWithShell(<ReminderMessage message={{ ...MESSAGE, content: '', extras: { notice_content: '<b>Maintenance</b> tonight' } }} unread={false} />);
    expect(screen.getByText('<b>Maintenance</b> tonight')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('formats 24h in the viewer\'s own zone', () => {
    renderWithShell(<ReminderMessage message={MESSAGE} unread={false} />);
    const expected = new Intl.DateTimeFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(MESSAGE.send_timest * 1000);
    expect(screen.getByText(expected).tagName).toBe('TIME');
  });
});
