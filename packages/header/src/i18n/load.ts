import { catalogLoader } from '@shell/site-config';

/**
 * Every message of `@shell/header` (header and preferences) for one locale, precompiled. Each
 * locale is its own chunk; rejects when the chunk cannot be loaded, which `createMessageLoader`
 * of `@shell/site-config` turns into the English fallback.
 */
export const loadHeaderMessages = /* @__PURE__ */ catalogLoader({
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
