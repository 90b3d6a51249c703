// `@shell/site-config/messages`: the descriptors every package shares (settings, language names,
// upgrade plans, the spec §8 keys) and their catalog loader. Only parts drawn on demand use them —
// panels, dialogs, the footer, the reminder list — so they are an entry of their own: a host's
// bundler leaves them out of the start-up chunk (issue 8), where a re-export from the package
// root would bring them in with the routes and the policy.
// The message helpers (`defineMessages`, `catalogLoader`) are on the package root only.
export type { ShellMessageKey } from './messages';
export { shellMessages } from './messages';
export type { MessageDescriptor } from './define';
export type { CatalogImports, CompiledCatalog, CompiledMessage } from './load';
export { loadSiteConfigMessages } from './load';
