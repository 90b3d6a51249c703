import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../cache/memoryStorage';
import { createShellStore } from '../store';
import { createSessionState, languageChanged, loginHintChanged, siteChanged } from './sessionSlice';

const store = (session: Parameters<typeof createShellStore>[0]['session']) =>
  createShellStore({ config: { baseUrl: 'http://shell.test', storage: createMemoryStorage(), getCookies: () => '' }, session, listen: false });

describe('session: the login hint', () => {
  it('is off unless the host says the page is a signed-in user’s', () => {
    expect(createSessionState().loginHint).toBe(false);
    expect(store({ site: 'main' }).getState().shellSession.loginHint).toBe(false);
    expect(store({ site: 'main', loginHint: true }).getState().shellSession.loginHint).toBe(true);
  });

  it('follows loginHintChanged and survives a site or language change', () => {
    const shell = store({ site: 'main' });
    shell.dispatch(loginHintChanged(true));
    shell.dispatch(siteChanged('eu'));
    shell.dispatch(languageChanged('de'));
    expect(shell.getState().shellSession.loginHint).toBe(true);
    shell.dispatch(loginHintChanged(false));
    expect(shell.getState().shellSession.loginHint).toBe(false);
  });
});
