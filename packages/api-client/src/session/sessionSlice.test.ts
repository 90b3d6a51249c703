import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../cache/memoryStorage';
import { createShellStore } from '../store';
import { createSessionState, hostSessionChanged, languageChanged, loginHintChanged, siteChanged } from './sessionSlice';

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

describe('session: hostSessionChanged', () => {
  it('changes only the fields it is given', () => {
    const shell = store({ site: 'main', lang: 'en', theme: 'light' });
    shell.dispatch(hostSessionChanged({ theme: 'dark' }));
    expect(shell.getState().shellSession).toMatchObject({ site: 'main', lang: 'en', theme: 'dark', loginHint: false });
    shell.dispatch(hostSessionChanged({ loginHint: true }));
    expect(shell.getState().shellSession).toMatchObject({ theme: 'dark', loginHint: true });
  });

  it('applies the site before the language: a Chinese page on the US site stays green-up (spec §6)', () => {
    const shell = store({ site: 'main', lang: 'en' });
    shell.dispatch(hostSessionChanged({ site: 'us', lang: 'zh' }));
    expect(shell.getState().shellSession).toMatchObject({ site: 'us', lang: 'zh', riseColor: 'risegreen' });
    // The same language on the main site turns red-up (no rise-colour cookie).
    shell.dispatch(hostSessionChanged({ site: 'main', lang: 'zh' }));
    expect(shell.getState().shellSession).toMatchObject({ site: 'main', lang: 'zh', riseColor: 'risered' });
  });
});
