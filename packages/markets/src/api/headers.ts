/**
 * Header names of the market calls. The spec names what they carry ("app language, app type,
 * build number", "language and site") but not their names; these are our choice, shared by the
 * endpoints and the mock backend so the two never drift.
 */
export const APP_LANGUAGE_HEADER = 'x-gate-applang';
export const APP_TYPE_HEADER = 'x-gate-app-type';
export const BUILD_NUMBER_HEADER = 'x-gate-build-number';
export const SUB_WEBSITE_HEADER = 'x-gate-sub-website-id';
/** The shell runs on the web; the app sends its own value. */
export const WEB_APP_TYPE = 'web';
