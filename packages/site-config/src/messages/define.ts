/**
 * A message of the shell: a stable id, the English source text (ICU MessageFormat) and a note
 * for translators. Structurally the same as @formatjs/intl's `MessageDescriptor`, so these
 * objects go straight into `intl.formatMessage(descriptor, values)` — without this package
 * depending on @formatjs at run time.
 */
export interface MessageDescriptor {
  readonly id: string;
  readonly defaultMessage: string;
  readonly description: string;
}

/**
 * Identity function named like formatjs's own: `formatjs extract` recognises `defineMessages(…)`
 * calls by name, so `shell-i18n extract` finds these descriptors and writes `lang/en.json`.
 * Ids must be literal strings (no computed ids) for extraction to see them.
 */
export function defineMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

/** The single-message form, also recognised by `formatjs extract`. */
export function defineMessage<const T extends MessageDescriptor>(message: T): T {
  return message;
}
