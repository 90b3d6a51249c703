import { createContext, useContext } from 'react';

/**
 * Whether the session language's catalogs are in. ShellRoot always renders the host's page; the
 * shell's own parts read this and render nothing until it is true, so they never show a text in
 * English (or as a message id) first. True outside ShellRoot: a part under a host's own provider
 * shows with whatever catalogs that provider has.
 */
export const CatalogsReadyContext = createContext(true);

export function useCatalogsReady(): boolean {
  return useContext(CatalogsReadyContext);
}
