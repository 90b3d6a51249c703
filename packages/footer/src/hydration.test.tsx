import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import { ShellProvider } from '@shell/api-client';
import type { ShellMessages } from '@shell/api-client/core';
import { ShellHostProvider } from '@shell/ui';
import { SITE_KEYS } from '@shell/site-config';
import { createTestStore } from '@shell/test-utils';
import { Footer } from './index';
import { shellMessagesFor } from './testing/helpers.test-helper';

let en: ShellMessages;
beforeAll(async () => {
  en = await shellMessagesFor('en');
}, 60_000);

function app(site: (typeof SITE_KEYS)[number]): ReactElement {
  const { store } = createTestStore({ site });
  return (
    <ShellProvider store={store} messages={en}>
      <ShellHostProvider pathname="/">
        <Footer cdnCheckUrl={null} />
      </ShellHostProvider>
    </ShellProvider>
  );
}

describe('hydration', () => {
  it.each(SITE_KEYS.map((site) => [site]))('hydrates the %s footer without a mismatch', async (site) => {
    const html = renderToString(app(site));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, app(site), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    consoleError.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });
});
