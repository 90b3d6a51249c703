import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';

/**
 * A layout is not told the page's path and query, and the shell needs them on the server (the
 * language prefix, the page's announcement, the compliance redirect that keeps path and query):
 * pass them on as request headers.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set('x-shell-pathname', request.nextUrl.pathname);
  headers.set('x-shell-search', request.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Pages only: not the mock API, Next's own files or static assets.
  matcher: ['/((?!mock-api/|_next/|favicon.ico).*)'],
};
