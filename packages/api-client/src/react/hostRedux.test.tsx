import { configureStore, createSlice } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { createTestStore } from '@shell/test-utils';
import { useGetCommonDataQuery } from '../endpoints/sharedData';
import { ShellProvider } from './ShellProvider';
import { useShellDispatch, useShellSelector } from './hooks';
import { languageChanged } from '../session/sessionSlice';

/**
 * Issue 20: the shell brings its own store through a private react-redux context. A host that uses
 * Redux wraps the shell in its own `<Provider>`; inside the shell's tree the host's `useSelector`
 * and `useDispatch` must still reach the host's store, and the shell's hooks (the endpoints'
 * generated hooks included) the shell's.
 */

const hostSlice = createSlice({
  name: 'host',
  initialState: { owner: 'host app', clicks: 0 },
  reducers: { clicked: (state) => void (state.clicks += 1) },
});

function createHostStore() {
  return configureStore({ reducer: { host: hostSlice.reducer } });
}
type HostState = ReturnType<ReturnType<typeof createHostStore>['getState']>;

function HostProbe() {
  const owner = useSelector((state: HostState) => state.host.owner);
  const clicks = useSelector((state: HostState) => state.host.clicks);
  const dispatch = useDispatch();
  return (
    <button type="button" data-testid="host" onClick={() => dispatch(hostSlice.actions.clicked())}>
      {owner}:{clicks}
    </button>
  );
}

function ShellProbe() {
  const lang = useShellSelector((state) => state.shellSession.lang);
  const dispatch = useShellDispatch();
  const { data, isSuccess } = useGetCommonDataQuery();
  return (
    <button type="button" data-testid="shell" onClick={() => dispatch(languageChanged('fr'))}>
      {lang}:{isSuccess ? data.fiat_list.length : 'loading'}
    </button>
  );
}

describe("the shell's store lives in a private react-redux context", () => {
  it("a host's useSelector/useDispatch under the shell reach the host's store; the shell's hooks reach the shell's", async () => {
    const hostStore = createHostStore();
    const { store } = createTestStore();
    render(
      <Provider store={hostStore}>
        <ShellProvider store={store}>
          <HostProbe />
          <ShellProbe />
        </ShellProvider>
      </Provider>,
    );
    expect(screen.getByTestId('host')).toHaveTextContent('host app:0');
    // The endpoint hook found the shell's store and its middleware: the answer arrived.
    await waitFor(() => expect(screen.getByTestId('shell').textContent).toMatch(/^en:\d+$/));

    act(() => screen.getByTestId('host').click());
    expect(hostStore.getState().host.clicks).toBe(1);
    expect(screen.getByTestId('host')).toHaveTextContent('host app:1');
    expect(store.getState()).not.toHaveProperty('host');

    act(() => screen.getByTestId('shell').click());
    expect(store.getState().shellSession.lang).toBe('fr');
    expect(hostStore.getState()).not.toHaveProperty('shellSession');
  });

  it("the shell inside a host Provider does not change what the host's hooks see outside it", () => {
    const hostStore = createHostStore();
    const { store } = createTestStore();
    render(
      <Provider store={hostStore}>
        <HostProbe />
        <ShellProvider store={store}>
          <ShellProbe />
        </ShellProvider>
      </Provider>,
    );
    expect(screen.getByTestId('host')).toHaveTextContent('host app:0');
  });

  it("the shell needs no host Provider, and a host hook outside any Provider still fails as react-redux documents", () => {
    const { store } = createTestStore();
    render(
      <ShellProvider store={store}>
        <ShellProbe />
      </ShellProvider>,
    );
    expect(screen.getByTestId('shell').textContent).toMatch(/^en:/);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <ShellProvider store={store}>
          <HostProbe />
        </ShellProvider>,
      ),
    ).toThrow(/could not find react-redux context value/);
  });
});
