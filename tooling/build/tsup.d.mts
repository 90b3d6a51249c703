import type { Options } from 'tsup';

export declare const SHARED_EXTERNAL: (string | RegExp)[];
export declare function definePackageConfig(opts: { entry: Record<string, string>; external?: (string | RegExp)[] }): Options;
