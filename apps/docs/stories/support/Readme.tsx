import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Markdown } from '@storybook/addon-docs/blocks';

/** The packages with a docs page (stories/packages/<name>.mdx, `<Meta title="Packages/<name>" />`). */
export const PACKAGE_NAMES = ['root', 'site-config', 'api-client', 'ui', 'header', 'footer', 'markets', 'reminder', 'mocks'] as const;

/** Docs page ids of the package READMEs. */
const PACKAGE_PAGES: Readonly<Record<string, string>> = Object.fromEntries(PACKAGE_NAMES.map((name) => [name, `packages-${name}--docs`]));

/** Pages of the repository's docs/ folder that Storybook renders (stories/getting-started/*.mdx). */
const REPO_DOC_PAGES: Readonly<Record<string, string>> = {
  'docs/getting-started/nextjs.md': 'getting-started-next-js--docs',
  'docs/getting-started/vite.md': 'getting-started-vite--docs',
};

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i;

/**
 * Links in a README point into the repository (`packages/site-config`, `src/index.ts`). Inside
 * Storybook, package links go to that package's docs page; other repository paths are shown as
 * paths (they have no page here) instead of as broken links.
 */
function ReadmeLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (EXTERNAL.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  const pkg = /(?:^|\/)(?:packages\/|\.\.\/)([a-z-]+)\/?(?:README\.md)?$/.exec(href)?.[1];
  const doc = Object.keys(REPO_DOC_PAGES).find((path) => href.endsWith(path) || href.endsWith(path.replace('docs/getting-started/', '')));
  const page = doc ? REPO_DOC_PAGES[doc] : pkg ? PACKAGE_PAGES[pkg] : undefined;
  if (page) return <DocsPageLink id={page}>{children}</DocsPageLink>;
  return <span title={`In the repository: ${href}`}>{children}</span>;
}

/** A link to another docs page (or a story) of this Storybook (the manager's URL, so it opens in the whole window). */
export function DocsPageLink({ id, kind = 'docs', children }: { id: string; kind?: 'docs' | 'story'; children: ReactNode }) {
  return (
    <a href={`./?path=/${kind}/${id}`} target="_top">
      {children}
    </a>
  );
}

/** The docs page id of a package (`packages/<name>`). */
export function packagePageId(name: (typeof PACKAGE_NAMES)[number]): string {
  return `packages-${name}--docs`;
}

/** Renders a README (imported with `?raw`) as a docs page. */
export function Readme({ source }: { source: string }) {
  return <Markdown options={{ overrides: { a: ReadmeLink } }}>{source}</Markdown>;
}
