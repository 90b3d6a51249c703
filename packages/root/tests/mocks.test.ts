import { CALLS } from '@shell/api-client/core';
import { createShellMockBackend, shellMockFeatures } from '@shell/root/mocks';

describe('@shell/root/mocks', () => {
  it('answers the shared calls and those of every part, and keeps features the host adds', () => {
    const backend = createShellMockBackend({ latencyMs: 0 });
    const answered = Object.keys(backend.calls);
    for (const id of Object.keys(CALLS)) expect(answered).toContain(id);
    expect(shellMockFeatures).toHaveLength(3);
    expect(createShellMockBackend({ latencyMs: 0, features: [] }).handlers.length).toBe(backend.handlers.length);
  });
});
