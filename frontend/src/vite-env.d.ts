/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** "1" in a standalone build with no server: no log channel then. */
  readonly VITE_STANDALONE?: string;
  /** The standalone demo's admin password, as SHA-256 in hex (go tool task build:demo). */
  readonly VITE_DEMO_PASSWORD_SHA256?: string;
}

// The shared defaults but the geography, for the stand-in settings
// (vite.config.ts, jsonKeys); a unit test checks them against the settings' schema.
declare module '*/default-settings.json?keys=bank,delivery,contact,footer,telegram,branding,announcement,hero,inventory,orderLimits,tax,messages,dhivehi' {
  import type { Settings } from '@/api/settings';

  const parts: Omit<Settings, 'geo'>;
  export default parts;
}
