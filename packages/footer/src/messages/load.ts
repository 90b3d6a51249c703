import { catalogLoader } from '@shell/site-config';

/**
 * Every message of @shell/footer for one locale, precompiled (no ICU parser at run time). One
 * lazily loaded chunk per locale. Rejects when the chunk cannot be loaded; `createMessageLoader`
 * of @shell/site-config turns that into the English fallback.
 */
export const loadFooterMessages = /* @__PURE__ */ catalogLoader({
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
