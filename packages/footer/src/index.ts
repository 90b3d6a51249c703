// Public API of @shell/footer. Every export is listed by name.

export { Footer } from './Footer/Footer';
export type { FooterProps } from './Footer/Footer';
export { CookieNotice } from './CookieNotice/CookieNotice';
export type { CookieNoticeProps } from './CookieNotice/CookieNotice';
export { useCookieNotice } from './CookieNotice/useCookieNotice';
export type { CookieNoticeState } from './CookieNotice/useCookieNotice';
export { COOKIE_NOTICE_COOKIE_MAX_AGE, EEA_COUNTRIES, isEuCountry, isHomePath, parseAcceptedAt } from './CookieNotice/cookieNoticeRules';
export { CDN_CHECK_PATH, cdnCheckUrl, useCdnCheck } from './cdn/useCdnCheck';

// The footer content: versioned data per site.
export { FOOTER_CONTENT } from './content';
export { FOOTER_ITEMS, LEARN_LINK_DEFAULTS, LEGAL_DISCLOSURES_PATH, LEGAL_PAGES } from './content/items';
export { FOOTER_LEGAL } from './content/legal';
export { SOCIAL_HOSTS, SOCIAL_LINKS, SOCIAL_NETWORKS } from './content/social';
export type { SocialLink, SocialNetwork } from './content/social';
export { FOOTER_COLUMN_IDS } from './content/types';
export type { FooterColumn, FooterColumnId, FooterContent, FooterItem, FooterLegal } from './content/types';
export { resolveFooterColumns } from './content/resolve';
export type { ResolvedFooterColumn, ResolvedFooterItem } from './content/resolve';

// Messages.
export { columnMessages, itemMessages } from './content/messages';
export { disclaimerMessages, regulatoryMessages, riskMessages } from './content/legalMessages';
export { cookieNoticeMessages, footerMessages } from './Footer/messages';
export { loadFooterMessages } from './messages/load';
