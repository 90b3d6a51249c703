// The jest-dom matchers the vitest preset installs (`toBeInTheDocument`, …), for the type checker.
/// <reference types="@testing-library/jest-dom/vitest" />
