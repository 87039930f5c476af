// The build-time settings the dashboard reads (Vite replaces `import.meta.env.*`).
interface ImportMetaEnv {
  /** Where the API is reached from the browser; `/api` (forwarded by the dashboard's server) by default. */
  readonly VITE_API_BASE_URL?: string;
  /** The support e-mail address the help center offers. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
