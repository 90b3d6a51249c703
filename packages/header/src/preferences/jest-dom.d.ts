// jest-dom matchers (toBeInTheDocument, toHaveAttribute, …) for the type checker; the vitest preset
// registers them at run time.
/// <reference types="@testing-library/jest-dom/vitest" />
