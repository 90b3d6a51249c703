import { DEFAULT_LANG, splitLangPrefix, isSiteKey } from '@shell/site-config';
import type { LangCode, SiteKey, ThemeName } from '@shell/site-config';
import { parseFaultList } from '@shell/mocks';
import type { FaultSpec, MockUserKind } from '@shell/mocks';

export type DemoUser = MockUserKind;
export const DEMO_USERS: readonly DemoUser[] = ['visitor', 'user', 'sub'];

export const DEMO_USER_LABELS: Readonly<Record<DemoUser, string>> = {
  visitor: 'Visitor (logged out)',
  user: 'Logged-in main account',
  sub: 'Sub-account',
};

/** Everything a reviewer can link to. The URL is the single source of truth. */
export interface DemoState {
  site: SiteKey;
  user: DemoUser;
  /** `null` when the URL does not say: the theme cookie (or light) decides. */
  theme: ThemeName | null;
  lang: LangCode;
  /** The route without its language prefix, e.g. `/policy`. */
  path: string;
  faults: FaultSpec[];
  /** `?menu=remote`: the new (remote) menu system, as the host's environment flag would switch it on. */
  newMenu: boolean;
  /**
   * `?hostile=<n>`: the mock backend serves the XSS / open-redirect corpus in every link and text
   * field, round `n` of its rotation (`hostileRound` of `@shell/mocks`); 0 is off.
   */
  hostile: number;
  /**
   * `?bad-input`: the mock backend serves valid data at the layout's edges (`badInput` of
   * `@shell/mocks`): a 64-character nickname, no avatar, 40-character token names, 9-digit prices.
   */
  badInput: boolean;
}

export const DEFAULT_DEMO_STATE: DemoState = { site: 'main', user: 'visitor', theme: null, lang: 'en', path: '/', faults: [], newMenu: false, hostile: 0, badInput: false };

function isDemoUser(value: unknown): value is DemoUser {
  return typeof value === 'string' && (DEMO_USERS as readonly string[]).includes(value);
}

/** `?hostile=<n>`: a whole round number from 1 (a bare `?hostile` is round 1); anything else is off. */
function readHostileRound(value: string | null): number {
  if (value === null) return 0;
  if (value === '') return 1;
  const round = Number(value);
  return Number.isSafeInteger(round) && round >= 1 ? round : 0;
}

function isTheme(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}

/** Reads the demo state from a location. Anything unknown falls back to its default, never throws. */
export function readDemoState(location: Pick<Location, 'pathname' | 'search'>): DemoState {
  const query = new URLSearchParams(location.search);
  const { lang, path } = splitLangPrefix(location.pathname || '/');
  const site = query.get('site');
  const user = query.get('user');
  const theme = query.get('theme');
  return {
    site: isSiteKey(site) ? site : DEFAULT_DEMO_STATE.site,
    user: isDemoUser(user) ? user : DEFAULT_DEMO_STATE.user,
    theme: isTheme(theme) ? theme : null,
    lang,
    path,
    faults: parseFaultList(query.get('fault')),
    newMenu: query.get('menu') === 'remote',
    hostile: readHostileRound(query.get('hostile')),
    badInput: query.has('bad-input'),
  };
}

export function serializeFaults(faults: readonly FaultSpec[]): string {
  return faults.map((fault) => `${fault.call}:${fault.kind}`).join(',');
}

/**
 * The link of a state: `/{lang}` + path (spec §2, none for en) and only the non-default query
 * parameters, so shared links stay short and stable.
 */
export function demoHref(state: DemoState): string {
  const query = new URLSearchParams();
  if (state.site !== DEFAULT_DEMO_STATE.site) query.set('site', state.site);
  if (state.user !== DEFAULT_DEMO_STATE.user) query.set('user', state.user);
  if (state.theme) query.set('theme', state.theme);
  if (state.faults.length > 0) query.set('fault', serializeFaults(state.faults));
  if (state.newMenu) query.set('menu', 'remote');
  if (state.hostile > 0) query.set('hostile', String(state.hostile));
  if (state.badInput) query.set('bad-input', '');
  const path = demoPathname(state);
  // `:` and `,` are legal in a query; keeping them readable makes fault links easy to edit by hand.
  const search = query.toString().replace(/%3A/g, ':').replace(/%2C/g, ',');
  return `${path}${search ? `?${search}` : ''}`;
}

/** The page path of a state: `/{lang}` + its path (no prefix for en, spec §2). */
export function demoPathname(state: Pick<DemoState, 'lang' | 'path'>): string {
  return `${state.lang === DEFAULT_LANG ? '' : `/${state.lang}`}${state.path}`;
}

export function sameFaults(a: readonly FaultSpec[], b: readonly FaultSpec[]): boolean {
  return serializeFaults(a) === serializeFaults(b);
}
