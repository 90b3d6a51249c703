// Public API of @shell/root/mocks: the mock backend of every call the whole shell makes (the
// shared calls, the header's, the markets' and the reminder's), for a host's development server,
// Storybook or tests. Tooling: msw is an optional peer of @shell/root.
import { createMockBackend } from '@shell/api-client/mocks';
import type { MockBackend, MockBackendOptions, MockFeature } from '@shell/api-client/mocks';
import { headerMockFeature } from '@shell/header/mocks';
import { marketsMockFeature } from '@shell/markets/mocks';
import { reminderMockFeature } from '@shell/reminder/mocks';

/** The features of every shell part, in the order the backend composes them. */
export const shellMockFeatures: readonly MockFeature[] = Object.freeze([headerMockFeature, marketsMockFeature, reminderMockFeature]);

/** `createMockBackend` of `@shell/api-client/mocks` answering every call of the shell (`features` adds yours). */
export function createShellMockBackend(options: MockBackendOptions = {}): MockBackend {
  return createMockBackend({ ...options, features: [...shellMockFeatures, ...(options.features ?? [])] });
}

export type { MockBackend, MockBackendOptions } from '@shell/api-client/mocks';
