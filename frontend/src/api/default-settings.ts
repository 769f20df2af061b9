// The built-in store settings (spec sections 3 and 9): what the shop shows
// when the API cannot be reached and the browser has no saved copy:
// docs/testdata/default-settings.json, which the server seeds a new database
// with. Fetched when needed: the first load has them without the geography
// (stand-in-settings.ts, decision 248).
import { STAND_IN_SETTINGS } from '@/api/stand-in-settings';
import type { Settings } from '@/api/settings';

// As written, not as a module: the first load imports the same file for the
// stand-in's parts, and a module it imports is in the first load whole.
import written from '../../../docs/testdata/default-settings.json?raw';

const { geo } = JSON.parse(written) as Pick<Settings, 'geo'>;

export const DEFAULT_SETTINGS: Settings = {
  ...STAND_IN_SETTINGS,
  // Every atoll and city with its inhabited islands (decision 184), from the
  // shared defaults file rather than a second copy.
  geo: { atolls: geo.atolls },
};
