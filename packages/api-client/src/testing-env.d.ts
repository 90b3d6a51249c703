// Types of the jest-dom matchers the setup file installs (tooling/vitest-preset/setup-dom.ts),
// for the component tests of this package (ui/*.test.tsx). Not part of the published types.
/// <reference types="@testing-library/jest-dom/vitest" />
