import { createTestStore, mockBackend, runQuery } from '@shell/test-utils';
import { safeHref, safeImageSrc } from '@shell/site-config';
import { shellDataApi } from '@shell/api-client';
import type { ShellStore } from '@shell/api-client';
import { CORPUS_IMAGE_HOST, corpusAt, HOSTILE_AUTHORITY_URLS, HOSTILE_IMAGE_ONLY_URLS, HOSTILE_IMAGE_URLS, HOSTILE_LONG_URLS, HOSTILE_MARKET_SYMBOLS, HOSTILE_PATH_URLS, HOSTILE_HOST_URLS, HOSTILE_HOSTS, HOSTILE_ROUNDS, HOSTILE_SCRIPT_URLS, HOSTILE_TEXTS, HOSTILE_URLS, hostileUrlOfRound, PWNED_FLAG } from './corpus';

/** The host context's default `externalHosts` (ShellHostProvider, the @shell/ui README): what a host that sets none allows. */
const DEFAULT_LINK_HOSTS = ['gate.example', '*.gate.example'];

const allowed = { allowedHosts: DEFAULT_LINK_HOSTS };

describe('the hostile corpus', () => {
  it('has no duplicates, and enough rounds to show every entry once', () => {
    for (const list of [HOSTILE_URLS, HOSTILE_TEXTS, HOSTILE_HOSTS, HOSTILE_IMAGE_URLS, HOSTILE_MARKET_SYMBOLS]) expect(new Set(list).size).toBe(list.length);
    expect(HOSTILE_ROUNDS).toBe(Math.max(HOSTILE_TEXTS.length, HOSTILE_HOSTS.length));
    expect(corpusAt(HOSTILE_URLS, HOSTILE_URLS.length)).toBe(HOSTILE_URLS[0]);
    expect(corpusAt(HOSTILE_URLS, -1)).toBe(HOSTILE_URLS.at(-1));
  });

  it('the rounds sample every kind of URL for the single-value sinks', () => {
    const sampled = new Set(Array.from({ length: HOSTILE_ROUNDS }, (_, index) => hostileUrlOfRound(index + 1)));
    expect(sampled.size).toBe(HOSTILE_ROUNDS);
    for (const kind of [HOSTILE_SCRIPT_URLS, HOSTILE_AUTHORITY_URLS, HOSTILE_HOST_URLS]) expect(kind.some((url) => sampled.has(url))).toBe(true);
  });

  it.each(HOSTILE_URLS)('URL %j is refused by the one URL check', (url) => {
    expect(safeHref(url, allowed)).toBeNull();
  });

  it.each(HOSTILE_IMAGE_URLS)('image URL %j is refused by the image check', (url) => {
    expect(safeImageSrc(url, [CORPUS_IMAGE_HOST])).toBeNull();
  });

  it('carries what issue 21 asked for: language-prefixed, encoded and dot-segment paths, image-only URLs, bidi controls, 10 KB strings', () => {
    for (const needed of ['/zh//evil.example', '%2f%2fevil.example', '/%2f%2fevil.example', '/../../logout', '/%2e%2e/%2e%2e/logout', '../logout', '%2e%2e/logout']) {
      expect(HOSTILE_PATH_URLS).toContain(needed);
    }
    for (const needed of ['/logout', 'logout', '//evil.example/x.png']) expect(HOSTILE_IMAGE_ONLY_URLS).toContain(needed);
    // A link check may accept these (same-site paths): only the image rule refuses them.
    expect(safeHref('/logout', allowed)).toBe('/logout');
    expect(HOSTILE_IMAGE_ONLY_URLS.some((url) => url.startsWith('data:image/'))).toBe(true);
    expect(HOSTILE_IMAGE_ONLY_URLS.some((url) => url.startsWith('blob:'))).toBe(true);
    for (const control of ['\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200f']) expect(HOSTILE_TEXTS.some((text) => text.includes(control))).toBe(true);
    const tenKb = (list: readonly string[]) => list.some((value) => value.length >= 10 * 1024);
    expect(tenKb(HOSTILE_TEXTS) && tenKb(HOSTILE_LONG_URLS) && tenKb(HOSTILE_IMAGE_ONLY_URLS) && tenKb(HOSTILE_MARKET_SYMBOLS)).toBe(true);
    for (const fragment of ['../', '%2e%2e', '?', '#', '/']) expect(HOSTILE_MARKET_SYMBOLS.some((name) => name.toLowerCase().includes(fragment))).toBe(true);
  });

  it.each(HOSTILE_TEXTS)('text %j would raise the flag if it ever ran', (text) => {
    expect(text).toContain(PWNED_FLAG);
  });
});

/** The answer of one endpoint on a fresh store, with the backend in hostile round `round`. */
async function hostile<T>(round: number, user: 'visitor' | 'user', run: (store: ShellStore) => Promise<T>): Promise<T> {
  const { store } = createTestStore({ user });
  mockBackend.state.hostileRound = round;
  return run(store);
}

describe("site-config's safeHref against the whole corpus", () => {
  it.each(HOSTILE_URLS.map((input) => [input]))('rejects %j', (input) => {
    expect(safeHref(input, { allowedHosts: ['gate.example', '*.gate.example'] })).toBeNull();
  });
});

describe('the hostile scenario of the mock backend (real store, real RTK Query)', () => {
  it('rewrites only the calls that carry links or text', () => {
    expect([...mockBackend.hostileCalls].sort()).toEqual(
      ['announcement', 'commonData', 'fullsiteBulletin', 'userInfo'].sort(),
    );
  });

  it('is off by default and after reset', async () => {
    const { store } = createTestStore();
    const user = await runQuery(store.dispatch(shellDataApi.endpoints.getUserInfo.initiate()));
    expect(HOSTILE_TEXTS).not.toContain(user.nickname);
  });

  it.each([1, 2, HOSTILE_HOSTS.length + 1, HOSTILE_ROUNDS, HOSTILE_ROUNDS + 1])('round %i: single-value sinks carry entry round - 1, and pass the schemas', async (round) => {
    // The announcement's round (its endpoint is @shell/header's) is checked in the header's tests.
    const common = await hostile(round, 'visitor', (store) => runQuery(store.dispatch(shellDataApi.endpoints.getCommonData.initiate())));
    expect(common.mockAuthorizeHost).toBe(corpusAt(HOSTILE_HOSTS, round - 1));

    const user = await hostile(round, 'user', (store) => runQuery(store.dispatch(shellDataApi.endpoints.getUserInfo.initiate())));
    expect(user).toMatchObject({ isLogin: true, nickname: corpusAt(HOSTILE_TEXTS, round - 1) });
  });

});
