/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** "1" in a standalone build with no server: no log channel then. */
  readonly VITE_STANDALONE?: string;
  /** The standalone demo's admin password, as SHA-256 in hex (go tool task build:demo). */
  readonly VITE_DEMO_PASSWORD_SHA256?: string;
}
