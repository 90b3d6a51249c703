/**
 * The API the demo talks to: `VITE_SHELL_API_BASE_URL` when set (a real backend, no mock worker),
 * otherwise the page's own origin, where the MSW worker answers. RTK Query needs an absolute URL.
 */
export function resolveApiBaseUrl(): { baseUrl: string; mocked: boolean } {
  const configured = import.meta.env.VITE_SHELL_API_BASE_URL?.trim();
  if (configured) return { baseUrl: configured, mocked: false };
  return { baseUrl: window.location.origin, mocked: true };
}
