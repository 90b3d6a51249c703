import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const NAMED_EXPORTS = { selector: 'ExportDefaultDeclaration', message: 'Use named exports (house style).' };

// Issue 21 L6: one cookie parser and writer, @shell/site-config's (`parseCookieString`,
// `readCookie`, `serializeCookie`, `cookieDeletions`, all on the `cookie` library). Product code
// may read the raw `document.cookie` string and hand it to them, but never split it itself,
// import a cookie library of its own, or assign `document.cookie` outside the one writer.
const COOKIE_MESSAGE = "Cookies are parsed and written by @shell/site-config's cookie functions (issue 21 L6).";
const ONE_COOKIE_PARSER = [
  { selector: "CallExpression[callee.property.name='split'][arguments.0.value=/^\\s*;\\s*$/]", message: COOKIE_MESSAGE },
  { selector: "CallExpression[callee.property.name='split'][arguments.0.regex.pattern=/;/]", message: COOKIE_MESSAGE },
  { selector: "AssignmentExpression > MemberExpression.left[object.name='document'][property.name='cookie']", message: COOKIE_MESSAGE },
];
const COOKIE_LIBRARIES = ['cookie', 'js-cookie', 'universal-cookie', 'tough-cookie', 'cookies-next', 'react-cookie', 'set-cookie-parser'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // DEMO_OUT_DIR builds of the demo (apps/demo/dist-<name>) for side-by-side e2e runs.
      '**/dist-*/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/lang/compiled/**',
      '**/public/mockServiceWorker.js',
      '.cache/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.next/**',
      '**/next-env.d.ts',
      // Config bundles that tsup and Vite write next to their configs and delete during a build:
      // npm test lints beside the build, so one may vanish between ESLint's listing and its read.
      '**/tsup.config.bundled_*.mjs',
      '**/*.config.ts.timestamp-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', NAMED_EXPORTS],
    },
  },
  {
    // Product code of the published packages (tests may build cookie strings as they like).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-helper.{ts,tsx}', '**/test-utils/**', '**/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', NAMED_EXPORTS, ...ONE_COOKIE_PARSER],
      'no-restricted-imports': ['error', { paths: COOKIE_LIBRARIES.map((name) => ({ name, message: COOKIE_MESSAGE })) }],
    },
  },
  {
    // The parser itself, and the one place that assigns `document.cookie` (the writer applying
    // its `Set-Cookie` strings). The theme boot script's hand parser is inside a string: it runs
    // inline before any module, so it cannot call a library (site-config README, "Cookies").
    files: ['packages/site-config/src/cookies.ts', 'packages/api-client/src/browserCookies.ts'],
    rules: { 'no-restricted-syntax': ['error', NAMED_EXPORTS], 'no-restricted-imports': 'off' },
  },
  {
    // Config files of tools that require a default export.
    // Next.js App Router files (pages, layouts, metadata routes) are default exports by convention.
    files: ['**/*.config.{ts,js,mjs}', '**/.storybook/**', '**/*.stories.{ts,tsx}', '**/tsup.config.ts', '**/vite.config.ts', 'apps/next-host/app/**/{page,layout}.tsx', 'apps/next-host/app/robots.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Service workers (classic scripts run in a ServiceWorkerGlobalScope).
    files: ['**/public/*ServiceWorker.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    // CommonJS on purpose (dependency-cruiser requires its configuration): require is the import.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
