import { createContext } from 'react';
import type { Context } from 'react';
import type { ReactReduxContextValue } from 'react-redux';

/**
 * The shell's own react-redux context. `<ShellProvider>` provides the shell's store through it, and
 * every shell hook (the endpoints' generated hooks included) reads it, so a host that uses Redux
 * keeps its `<Provider>`, `useSelector` and `useDispatch` on its own store inside the shell's tree.
 */
export const ShellReduxContext: Context<ReactReduxContextValue | null> = createContext<ReactReduxContextValue | null>(null);
ShellReduxContext.displayName = 'ShellReduxContext';
