// Types of the jest-dom matchers the setup file installs (tooling/vitest-preset/setup-jsdom.ts),
// for the component tests of this package. Not part of the published types.
/// <reference types="@testing-library/jest-dom/vitest" />
