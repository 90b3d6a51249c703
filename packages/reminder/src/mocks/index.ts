// `@shell/reminder/mocks`: the reminder part of the mock backend (the four herald calls with seeded
// inboxes, read marks kept per backend, and the hostile scenario's rewrites of tabs and messages).
// Pass it to `createMockBackend({ features })` of `@shell/mocks`. Needs the optional
// peers `@shell/mocks` and `msw`; no runtime entry of this package imports it.
export { reminderMockFeature } from './routes';
