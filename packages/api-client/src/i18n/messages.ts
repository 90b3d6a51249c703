import type { MessageCatalog } from '@shell/site-config';

/**
 * The merged messages the provider formats: compiled (AST) or plain ICU messages, keyed by id —
 * what site-config's `createMessageLoader` returns. A type only: server-safe.
 */
export type ShellMessages = MessageCatalog;
