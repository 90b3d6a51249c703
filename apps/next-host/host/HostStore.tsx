'use client';

import { useState } from 'react';
import type { ReactNode } from 'react';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { Provider, useDispatch, useSelector } from 'react-redux';

// The host app's own Redux store, with react-redux's default context — the way every Redux app
// has it. The shell sits inside it and must neither hide it nor read from it.
const clicks = createSlice({
  name: 'clicks',
  initialState: { count: 0, owner: 'host' as const },
  reducers: {
    clicked: (state) => {
      state.count += 1;
    },
  },
});

function createHostStore() {
  return configureStore({ reducer: { clicks: clicks.reducer } });
}
type HostState = ReturnType<ReturnType<typeof createHostStore>['getState']>;

export function HostStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createHostStore);
  return <Provider store={store}>{children}</Provider>;
}

/** Reads the host's store with react-redux's own hooks, from inside the shell's tree. */
export function HostCounter() {
  const { count, owner } = useSelector((state: HostState) => state.clicks);
  const dispatch = useDispatch();
  return (
    <section aria-label="Host store" className="host-card">
      <p data-testid="host-state">
        store: {owner}, clicks: {count}
      </p>
      <button type="button" onClick={() => dispatch(clicks.actions.clicked())}>
        Count a click in the host store
      </button>
    </section>
  );
}
