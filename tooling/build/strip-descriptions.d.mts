/** The source with each message descriptor's `description` blanked out (positions kept). */
export function stripMessageDescriptions(source: string, fileName?: string): string;
/** The esbuild plugin tsup runs over each package's sources. */
export const stripMessageDescriptionsPlugin: { name: string; setup(build: unknown): void };
