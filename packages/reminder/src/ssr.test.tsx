// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ShellProvider, shellDataApi } from '@shell/api-client';
import { ShellHostProvider } from '@shell/ui';
import { createTestStore } from '@shell/test-utils';
import { ReminderBell, ReminderPage } from './index';

// A server preloads the parts it renders, as a host does with the public parts' `preload()`; they
// then render synchronously.
beforeAll(() => Promise.all([ReminderBell.preload(), ReminderPage.preload()]));

describe('server rendering (no window, no document)', () => {
  it('renders the bell and the sidebar page for a signed-in user, in Arabic', async () => {
    expect(typeof window).toBe('undefined');
    const { store } = createTestStore({ user: 'user', lang: 'ar' });
    await store.dispatch(shellDataApi.endpoints.getUserInfo.initiate());
    const html = renderToString(
      <ShellProvider store={store}>
        <ShellHostProvider pathname="/ar/reminder" search="sidebar=1">
          <ReminderBell />
          <ReminderPage />
        </ShellHostProvider>
      </ShellProvider>,
    );
    expect(html).toContain('shell-reminder-bell__trigger');
    expect(html).toContain('shell-reminder-page--sidebar');
    expect(html).toContain('href="/ar/reminder"');
    // The dropdown's content is not rendered before it is opened.
    expect(html).not.toContain('role="tablist"');
  });

  it('renders nothing of the bell for a visitor', () => {
    const { store } = createTestStore({ user: 'visitor' });
    const html = renderToString(
      <ShellProvider store={store}>
        <ReminderBell />
      </ShellProvider>,
    );
    expect(html).toBe('');
  });
});
