import type { AliasOptions } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

export interface ShellVitestOptions {
  /** `jsdom` (default) for components, `node` for pure logic and server rendering. */
  environment?: 'jsdom' | 'node';
  /** Start the MSW mock backend in every test file (default true). */
  mockBackend?: boolean;
  /** A setup file of the package that calls `installMockFeatures([...])` (runs before the preset's). */
  mockFeatures?: string;
  /** Extra config merged over the preset. */
  extend?: ViteUserConfig;
}
export declare const SHELL_SOURCE_ALIASES: AliasOptions;
export declare function defineShellVitestConfig(options?: ShellVitestOptions): ViteUserConfig;
