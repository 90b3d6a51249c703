// Public API of @shell/footer. Every export is listed by name; the content data, its resolver,
// the cookie-notice rules, the CDN check and the message descriptors are internal (the footer
// renders them).

export { Footer } from './Footer/Footer';
export type { FooterProps } from './Footer/Footer';
// For a page that shows the EU cookie notice without the footer (the footer renders it itself).
export { CookieNotice } from './CookieNotice/CookieNotice';
export type { CookieNoticeProps } from './CookieNotice/CookieNotice';

// The page the US disclaimer links to, for a host that serves it.
export { LEGAL_DISCLOSURES_PATH } from './content/items';

// Messages.
export { loadFooterMessages } from './messages/load';
