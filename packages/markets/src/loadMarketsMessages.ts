import { catalogLoader } from '@shell/site-config';

/**
 * The messages of @shell/markets for one locale, precompiled (one lazily loaded chunk per
 * `lang/compiled/*.json`). Rejects when the chunk cannot be loaded; `createMessageLoader` in
 * @shell/site-config turns that into the English fallback.
 */
export const loadMarketsMessages = /* @__PURE__ */ catalogLoader({
  en: () => import('../lang/compiled/en.json'),
  zh: () => import('../lang/compiled/zh.json'),
  'zh-tw': () => import('../lang/compiled/zh-tw.json'),
  tr: () => import('../lang/compiled/tr.json'),
  ja: () => import('../lang/compiled/ja.json'),
  ar: () => import('../lang/compiled/ar.json'),
  de: () => import('../lang/compiled/de.json'),
  fr: () => import('../lang/compiled/fr.json'),
  es: () => import('../lang/compiled/es.json'),
});
