import { createContext, useContext } from 'react';
import type { GatedItem, LangCode, PolicyContext, SiteKey } from '@shell/site-config';
import type { HeaderSlots } from '../types';

/** What every part of the header reads: one policy decision function, the language and the slots. */
export interface HeaderModel {
  site: SiteKey;
  lang: LangCode;
  policy: PolicyContext;
  /** The policy of `@shell/site-config` over the session (the only place site rules live). */
  shown: (item: GatedItem) => boolean;
  loggedIn: boolean;
  /** Adds the language prefix to a site path. */
  href: (path: string) => string;
  slots: HeaderSlots;
  /** Opens the logout confirmation. */
  requestLogout: () => void;
}

export const HeaderContext = createContext<HeaderModel | null>(null);

export function useHeader(): HeaderModel {
  const model = useContext(HeaderContext);
  if (!model) throw new Error('Header parts must be rendered inside <Header>');
  return model;
}
