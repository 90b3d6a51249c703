import { CALLS } from '@shell/api-client/core';
import { headerMockFeature } from '@shell/header/mocks';
import { marketsMockFeature } from '@shell/markets/mocks';
import { reminderMockFeature } from '@shell/reminder/mocks';
import { createShellMockBackend } from '@shell/root/mocks';

describe('@shell/root/mocks', () => {
  it('answers the shared calls and those of every part, and keeps features the host adds', () => {
    const backend = createShellMockBackend({ latencyMs: 0 });
    const answered = Object.keys(backend.calls);
    for (const id of Object.keys(CALLS)) expect(answered).toContain(id);
    for (const feature of [headerMockFeature, marketsMockFeature, reminderMockFeature]) {
      const calls = Object.keys(feature.calls);
      expect(calls.length, feature.name).toBeGreaterThan(0);
      for (const id of calls) expect(answered, feature.name).toContain(id);
    }
    expect(createShellMockBackend({ latencyMs: 0, features: [] }).handlers.length).toBe(backend.handlers.length);
  });
});
