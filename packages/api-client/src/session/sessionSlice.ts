import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { LangCode, ReferenceTime, RiseColor, ShellSettings, SiteKey, ThemeName } from '@shell/site-config';
import { constrainSettings, DEFAULT_LANG, riseColorForLanguageChange } from '@shell/site-config';

/**
 * Where the shell is and how the visitor set it up: site, language and the settings model of
 * spec §3/§4. The rules live in `@shell/site-config`; this slice only holds the state so every
 * package reads one truth. Initialised from the server's cookies (see `readSettings`).
 */
export interface ShellSessionState extends ShellSettings {
  site: SiteKey;
  /** True when the rise-colour cookie exists (the language-change rule only applies without it). */
  hasRiseColorCookie: boolean;
  /**
   * The host's belief that the page belongs to a logged-in user (its session cookie came with the
   * request). It grants nothing: who is there is what user info says. It only lets the header keep
   * the room of the account actions while user info loads, so they do not push the bar aside.
   */
  loginHint: boolean;
}

export function createSessionState(partial: Partial<ShellSessionState> = {}): ShellSessionState {
  const site = partial.site ?? 'main';
  const base: ShellSessionState = {
    site,
    lang: DEFAULT_LANG,
    theme: 'light',
    riseColor: 'risegreen',
    referenceTime: '24h',
    fiat: null,
    currencyRateOpen: false,
    floatRate: false,
    hasRiseColorCookie: false,
    loginHint: false,
    ...partial,
  };
  return { ...base, ...constrainSettings(base, site) };
}

/** What a host tells the shell changed in its own session: each field optional (see `hostSessionChanged`). */
export interface HostSessionChange {
  /** The sub-website its route now serves; the settings are re-constrained to it. */
  site?: SiteKey;
  /** The language its route now serves (the rise-colour rule of a language change applies). */
  lang?: LangCode;
  /** A theme the host forces (the visitor's own choice goes through `useApplySettings`). */
  theme?: ThemeName;
  /** Whether its session cookie says a user is signed in (see `loginHint`). */
  loginHint?: boolean;
}

function setSite(state: ShellSessionState, site: SiteKey): void {
  Object.assign(state, constrainSettings({ ...state, site } as ShellSettings, site));
  state.site = site;
}

function setLanguage(state: ShellSessionState, lang: LangCode): void {
  state.lang = lang;
  const rise = riseColorForLanguageChange(lang, state.hasRiseColorCookie ? state.riseColor : undefined);
  if (rise) state.riseColor = constrainSettings({ ...state, riseColor: rise }, state.site).riseColor;
}

const sessionSlice = createSlice({
  name: 'shellSession',
  initialState: createSessionState,
  reducers: {
    /**
     * The one action a host dispatches into a store it made (`createShellStore`) when its own
     * session changes: the site first, so a new language's rise colour is constrained by it.
     */
    hostSessionChanged(state, { payload }: PayloadAction<HostSessionChange>) {
      if (payload.site !== undefined) setSite(state, payload.site);
      if (payload.lang !== undefined) setLanguage(state, payload.lang);
      if (payload.theme !== undefined) state.theme = payload.theme;
      if (payload.loginHint !== undefined) state.loginHint = payload.loginHint;
    },
    siteChanged(state, action: PayloadAction<SiteKey>) {
      setSite(state, action.payload);
    },
    languageChanged(state, action: PayloadAction<LangCode>) {
      setLanguage(state, action.payload);
    },
    themeChanged(state, action: PayloadAction<ThemeName>) {
      state.theme = action.payload;
    },
    riseColorChanged(state, action: PayloadAction<RiseColor>) {
      state.riseColor = constrainSettings({ ...state, riseColor: action.payload }, state.site).riseColor;
      state.hasRiseColorCookie = true;
    },
    referenceTimeChanged(state, action: PayloadAction<ReferenceTime>) {
      state.referenceTime = constrainSettings({ ...state, referenceTime: action.payload }, state.site).referenceTime;
    },
    fiatChanged(state, action: PayloadAction<{ fiat: string | null; currencyRateOpen?: boolean }>) {
      state.fiat = action.payload.fiat;
      if (action.payload.currencyRateOpen !== undefined) state.currencyRateOpen = action.payload.currencyRateOpen;
    },
    floatRateChanged(state, action: PayloadAction<boolean>) {
      state.floatRate = action.payload;
    },
    loginHintChanged(state, action: PayloadAction<boolean>) {
      state.loginHint = action.payload;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectSite: (state) => state.site,
    selectLang: (state) => state.lang,
    selectTheme: (state) => state.theme,
    selectRiseColor: (state) => state.riseColor,
  },
});

export const shellSessionReducer = sessionSlice.reducer;
export const SHELL_SESSION_KEY = sessionSlice.reducerPath;
export const {
  hostSessionChanged,
  siteChanged,
  languageChanged,
  themeChanged,
  riseColorChanged,
  referenceTimeChanged,
  fiatChanged,
  floatRateChanged,
  loginHintChanged,
} = sessionSlice.actions;
export const { selectSession, selectSite, selectLang, selectTheme, selectRiseColor } = sessionSlice.selectors;
