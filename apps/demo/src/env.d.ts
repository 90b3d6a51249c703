/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute base URL of a real exchange API. When set, the demo starts no mock worker. */
  readonly VITE_SHELL_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
