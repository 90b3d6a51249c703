import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';

/**
 * A layout is not told the page's path, and the shell needs it on the server (the language prefix
 * and the page's announcement): pass it on as a request header.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set('x-shell-pathname', request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Pages only: not the mock API, Next's own files or static assets.
  matcher: ['/((?!mock-api/|_next/|favicon.ico).*)'],
};
