import { describe, expect, it } from 'vitest';
import type { ShellSchema } from '@shell/api-client/core';
import { HOSTILE } from '@shell/mocks';
import type { MockState } from '@shell/mocks';
import { safeHref, safeImageSrc } from '@shell/site-config';
import { createTestStore, mockBackend, runQuery } from '@shell/test-utils';
import type { HeaderCallId } from '../data/calls';
import { HEADER_CALLS } from '../data/calls';
import { headerDataApi } from '../data/headerData';
import { headerBubbleResponse, headerTagResponse } from '../data/headerResponses';
import { remoteMenuResponse } from '../data/remoteMenuResponse';
import { ackResponse } from '../logout/mutationResult';
import { headerMockFeature } from './index';

/** The host context's default `externalHosts` (ShellHostProvider, the @shell/ui README): what a host that sets none allows. */
const DEFAULT_LINK_HOSTS = ['gate.example', '*.gate.example'];

/** The host context's default image hosts: the static host's (ShellHostProvider). */
const IMAGE_HOSTS = ['static.gate.example'];

const CALL_IDS = Object.keys(HEADER_CALLS) as HeaderCallId[];

const SCHEMAS: Record<HeaderCallId, ShellSchema<unknown>> = {
  remoteMenu: remoteMenuResponse,
  headerBubble: headerBubbleResponse,
  headerTag: headerTagResponse,
  logout: ackResponse,
  logoutThisDevice: ackResponse,
};

const routes = headerMockFeature.routes({ seed: 1, state: { user: 'user', site: 'main', scratch: new Map() } });

describe('the header mock feature', () => {
  it('has exactly one route per header call, each with its own invalid body', () => {
    expect(routes.map((route) => route.call).sort()).toEqual([...CALL_IDS].sort());
    for (const route of routes) expect(route.invalidBody, route.call).toBeTypeOf('function');
  });

  it.each(CALL_IDS)('%s: the invalid body fails the schema, a normal answer passes', async (call) => {
    const route = routes.find((entry) => entry.call === call);
    const schema = SCHEMAS[call];
    expect(route).toBeTruthy();
    expect(schema.safeParse(route?.invalidBody?.()).success).toBe(false);
    const state: MockState = { user: 'user', site: 'main', scratch: new Map() };
    const info = HEADER_CALLS[call];
    const url = new URL(`http://shell.test${info.path}?lang=en`);
    const request = new Request(url, { method: info.method, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const body = await route?.resolve({ request, url, state });
    expect(body).not.toBeInstanceOf(Response);
    expect(schema.safeParse(body).success).toBe(true);
  });

  it('logging out turns the mock user into a visitor', async () => {
    const state: MockState = { user: 'user', site: 'main', scratch: new Map() };
    const url = new URL(`http://shell.test${HEADER_CALLS.logoutThisDevice.path}`);
    await routes.find((entry) => entry.call === 'logoutThisDevice')?.resolve({ request: new Request(url), url, state });
    expect(state.user).toBe('visitor');
  });
});

const allowed = { allowedHosts: DEFAULT_LINK_HOSTS };

/** The answer of one endpoint on a fresh store, with the backend in hostile round `round`. */
async function hostile<T>(round: number, run: (store: ReturnType<typeof createTestStore>['store']) => Promise<T>): Promise<T> {
  const { store } = createTestStore();
  mockBackend.state.hostileRound = round;
  return run(store);
}

describe('the hostile scenario of the header calls (real store, real RTK Query)', () => {
  it('rewrites the remote menu and the header tags', () => {
    expect(mockBackend.hostileCalls).toEqual(expect.arrayContaining(['remoteMenu', 'headerTag']));
  });

  it('the remote menu carries every URL and every text, and still validates', async () => {
    const items = await hostile(1, (store) => runQuery(store.dispatch(headerDataApi.endpoints.getRemoteMenu.initiate('en'))));
    const links = items.find((item) => item.code === 'hostile_links');
    expect(links?.children).toHaveLength(HOSTILE.urls.length);
    expect(new Set(links?.children.map((child) => child.title))).toEqual(new Set(HOSTILE.texts));
    expect(new Set(links?.children.flatMap((child) => child.tags.map((tag) => tag.word).filter(Boolean)))).toEqual(new Set(HOSTILE.texts));
    for (const item of items.flatMap((entry) => [entry, ...entry.children])) {
      expect(item.jump_url === '' || safeHref(item.jump_url, allowed) === null, item.jump_url).toBe(true);
      for (const src of [item.light_image, item.dark_image, ...item.tags.flatMap((tag) => [tag.light_icon, tag.dark_icon])]) {
        expect(src === '' || safeImageSrc(src, IMAGE_HOSTS) === null, src).toBe(true);
      }
    }
  });

  it('the remote menu carries every image URL as a banner image', async () => {
    const items = await hostile(1, (store) => runQuery(store.dispatch(headerDataApi.endpoints.getRemoteMenu.initiate('en'))));
    const banners = items.find((item) => item.code === 'hostile_banners');
    expect(new Set(banners?.children.map((child) => child.light_image))).toEqual(new Set(HOSTILE.images));
  });

  it('the header tags carry every text as a word and every image URL as an icon, and still validate', async () => {
    const tags = await hostile(2, (store) => runQuery(store.dispatch(headerDataApi.endpoints.getHeaderTag.initiate())));
    // One word tag for each of the nine entry codes, then the URLs spread over them as icons.
    const words = tags.map((tag) => tag.word).filter(Boolean);
    expect(words).toHaveLength(9);
    expect(words.every((word) => HOSTILE.texts.includes(word))).toBe(true);
    const icons = new Set(tags.flatMap((tag) => [tag.light_icon, tag.dark_icon]).filter(Boolean));
    expect(icons).toEqual(new Set(HOSTILE.images));
    for (const src of icons) expect(safeImageSrc(src, IMAGE_HOSTS), src).toBeNull();
  });

  it('is off by default', async () => {
    const items = await hostile(0, (store) => runQuery(store.dispatch(headerDataApi.endpoints.getRemoteMenu.initiate('en'))));
    expect(items.some((item) => item.code.startsWith('hostile_'))).toBe(false);
  });
});
