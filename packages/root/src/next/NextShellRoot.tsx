import { Suspense, useCallback, useEffect, useState } from 'react';
import NextLink from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { isExternalHref } from '@shell/site-config';
import type { ShellLinkComponentProps } from '@shell/ui';
import { ShellRoot as BaseShellRoot } from '../ShellRoot';
import type { ShellRootProps } from '../ShellRoot';

/**
 * The shell's internal links as Next.js links: client-side navigation, and prefetching exactly
 * as the shell decides (`false` unless the host's `prefetch` policy names the path), so a page
 * makes no `?_rsc=` requests for shell links the host did not ask for.
 */
export function NextShellLink({ href, prefetch, ref, ...rest }: ShellLinkComponentProps) {
  return <NextLink href={href} prefetch={prefetch} ref={ref} {...rest} />;
}

/**
 * Reports the App Router's query string. A component of its own in a Suspense boundary of its
 * own: on a statically rendered route `useSearchParams()` makes its nearest boundary render in
 * the browser only (and `next build` fails without a boundary); here that boundary holds nothing
 * but this reader, never the host's page.
 */
function SearchParamsReader({ onSearch }: { onSearch: (search: string) => void }) {
  const search = useSearchParams()?.toString() ?? '';
  useEffect(() => onSearch(search), [search, onSearch]);
  return null;
}

/**
 * `ShellRoot` (see `@shell/root`) with the App Router's link, current path, query string and
 * navigation filled in. Every prop of ShellRoot is accepted; what the host sets wins.
 */
export function ShellRoot(props: ShellRootProps) {
  const pathname = usePathname();
  const router = useRouter();
  // Until the reader has run (and on the server), ShellRoot's own default: `location.search` in
  // the browser, none on the server.
  const [search, setSearch] = useState<string | undefined>(undefined);
  const navigate = useCallback(
    (href: string, options?: { replace?: boolean }) => {
      // The router is for this app's pages; another origin is a document navigation.
      if (isExternalHref(href)) {
        if (options?.replace) window.location.replace(href);
        else window.location.assign(href);
      } else if (options?.replace) router.replace(href);
      else router.push(href);
    },
    [router],
  );
  return (
    <BaseShellRoot
      {...props}
      link={props.link ?? NextShellLink}
      pathname={props.pathname ?? pathname ?? undefined}
      search={props.search ?? search}
      navigate={props.navigate ?? navigate}
    >
      {props.search === undefined ? (
        <Suspense fallback={null}>
          <SearchParamsReader onSearch={setSearch} />
        </Suspense>
      ) : null}
      {props.children}
    </BaseShellRoot>
  );
}
