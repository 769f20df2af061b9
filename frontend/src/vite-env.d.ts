/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** "1" in a standalone build with no server: no log channel then. */
  readonly VITE_STANDALONE?: string;
}
