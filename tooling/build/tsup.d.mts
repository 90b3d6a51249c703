import type { Options } from 'tsup';

export declare const SHARED_EXTERNAL: (string | RegExp)[];
export declare function definePackageConfig(opts: {
  entry: Record<string, string>;
  external?: (string | RegExp)[];
  /** false: no entry is client code (pure TypeScript package). Default true. */
  clientEntries?: boolean;
  /** Entries besides messages/model/notifications/server/mocks that a Server Component may call. */
  serverSafe?: string[];
}): Options;
