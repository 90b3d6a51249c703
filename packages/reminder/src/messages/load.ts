import { catalogLoader } from '@shell/site-config';

/**
 * The precompiled messages of @shell/reminder for one locale, one lazily loaded chunk per locale
 * (same convention as `loadSiteConfigMessages`). Rejects when the chunk cannot be loaded;
 * `createMessageLoader` of @shell/site-config turns that into the English fallback.
 */
export const loadReminderMessages = /* @__PURE__ */ catalogLoader({
  en: () => import('../../lang/compiled/en.json'),
  zh: () => import('../../lang/compiled/zh.json'),
  'zh-tw': () => import('../../lang/compiled/zh-tw.json'),
  tr: () => import('../../lang/compiled/tr.json'),
  ja: () => import('../../lang/compiled/ja.json'),
  ar: () => import('../../lang/compiled/ar.json'),
  de: () => import('../../lang/compiled/de.json'),
  fr: () => import('../../lang/compiled/fr.json'),
  es: () => import('../../lang/compiled/es.json'),
});
