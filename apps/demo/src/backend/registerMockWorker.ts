/** The part of the Trusted Types API the demo uses (not in TypeScript's DOM library yet). */
interface TrustedTypePolicyFactoryLike {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string }): { createScriptURL(input: string): unknown };
}

/**
 * The Trusted Types policy of the demo's mock worker. A host running the demo under
 * `require-trusted-types-for 'script'` lists it in `trusted-types` (see apps/demo/README.md).
 */
export const MOCK_WORKER_POLICY = 'demo-msw';

/**
 * Registers MSW's service worker and waits until it controls the page. Under Trusted Types
 * `serviceWorker.register()` takes a TrustedScriptURL, so the URL goes through a policy that
 * accepts exactly this one same-origin script and nothing else.
 */
export async function registerMockWorker(url: string): Promise<void> {
  const { serviceWorker } = navigator;
  const trustedTypes = (window as { trustedTypes?: TrustedTypePolicyFactoryLike }).trustedTypes;
  const absolute = new URL(url, window.location.href);
  if (absolute.origin !== window.location.origin) throw new Error(`The mock worker must be same-origin: ${url}`);
  const policy = trustedTypes?.createPolicy(MOCK_WORKER_POLICY, {
    createScriptURL: (input) => {
      if (new URL(input, window.location.href).href !== absolute.href) throw new TypeError(`${MOCK_WORKER_POLICY}: refused ${input}`);
      return input;
    },
  });
  const controlled = new Promise<void>((resolve) => serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  // `register` accepts the TrustedScriptURL where the DOM typings say string.
  const registration = await serviceWorker.register((policy ? policy.createScriptURL(url) : url) as string);
  // A new worker claims its clients when it activates (mockServiceWorker.js). Wait for that, or
  // MSW would find a registration without a controller and reload the page. An uncontrolled page
  // with an already active worker (hard reload) gets no claim: MSW reloads it, as it always did.
  if (!serviceWorker.controller && (registration.installing || registration.waiting)) await controlled;
}
