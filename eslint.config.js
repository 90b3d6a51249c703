import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (house style).' },
      ],
    },
  },
  {
    // Config files of tools that require a default export.
    // Next.js App Router files (pages, layouts) are default exports by convention.
    files: ['**/*.config.{ts,js,mjs}', '**/.storybook/**', '**/*.stories.{ts,tsx}', '**/tsup.config.ts', '**/vite.config.ts', 'apps/next-host/app/**/{page,layout}.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS on purpose (dependency-cruiser requires its configuration): require is the import.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
