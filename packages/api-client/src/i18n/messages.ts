import type { createIntl } from '@formatjs/intl';

/** Compiled (AST) or plain ICU messages, keyed by id. A type only: server-safe. */
export type ShellMessages = NonNullable<Parameters<typeof createIntl>[0]['messages']>;
