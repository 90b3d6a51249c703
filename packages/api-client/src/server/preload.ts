import type { SharedPreloadEndpoints } from '../preload/sharedPreload';
import { startSharedFirstRound, startSharedSecondRound } from '../preload/sharedPreload';
import { shellServerApi } from './serverApi';
import type { ShellServerStore } from './serverStore';

/** The server slice's shared endpoints, as the preload takes them. */
const SERVER_SHARED_ENDPOINTS: SharedPreloadEndpoints = shellServerApi.endpoints;

export interface PreloadSharedDataOptions {
  /** The page's path (with its language prefix): picks the page's announcement. */
  pathname?: string;
}

/**
 * Runs the shared start-up calls on a server store (user info, compliance, common data, the
 * full-site bulletin, the page's announcement, then the unified-account mode of a signed-in user). Never rejects: each
 * endpoint answers its spec §8 fallback on failure. Bound it with a deadline (`@shell/root/server`'s
 * `prepareShell` does) and dehydrate what answered with `dehydrateShellApi`.
 */
export async function preloadSharedData(store: ShellServerStore, { pathname = '/' }: PreloadSharedDataOptions = {}): Promise<void> {
  const first = await startSharedFirstRound(SERVER_SHARED_ENDPOINTS, store, pathname);
  await startSharedSecondRound(SERVER_SHARED_ENDPOINTS, store, first);
}
