/**
 * True where no DOM exists: a server render (or a Node test without jsdom). Fixed when the module
 * loads, so a hook that picks its implementation by it calls the same hooks on every render.
 */
export const ON_SERVER = typeof window === 'undefined' || typeof document === 'undefined';
