// Public API of @shell/footer. Every export is listed by name; the content data, its resolver,
// the EU cookie notice and its rules, the CDN check and the message descriptors are internal (the
// footer renders them).

export { Footer } from './Footer/Footer';
export type { FooterProps } from './Footer/Footer';

// The page the US disclaimer links to, for a host that serves it.
export { LEGAL_DISCLOSURES_PATH } from './content/items';

// Messages.
export { loadFooterMessages } from './messages/load';
