import type { AnchorHTMLAttributes } from 'react';
import { Markdown } from '@storybook/addon-docs/blocks';

/** Docs page ids of the package READMEs (`<Meta title="Packages/<name>" />`). */
const PACKAGE_PAGES: Readonly<Record<string, string>> = {
  'site-config': 'packages-site-config--docs',
  'api-client': 'packages-api-client--docs',
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
  const page = pkg ? PACKAGE_PAGES[pkg] : undefined;
  if (page) {
    return (
      <a href={`./?path=/docs/${page}`} target="_top">
        {children}
      </a>
    );
  }
  return <span title={`In the repository: ${href}`}>{children}</span>;
}

/** Renders a README (imported with `?raw`) as a docs page. */
export function Readme({ source }: { source: string }) {
  return <Markdown options={{ overrides: { a: ReadmeLink } }}>{source}</Markdown>;
}
