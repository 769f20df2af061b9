// The built-in store settings but the country's geography: what useSettings
// shows while it knows no others (a page the server did not draw, in a
// browser that never saw the settings). The geography is some three
// thousand bytes that only the checkout and the admin read, and they ask the
// server for the atolls; DEFAULT_SETTINGS (default-settings.ts), with it, is
// fetched when the server cannot answer (decision 248). Both are
// docs/testdata/default-settings.json, which the server seeds a new database
// with: the build gives the first load every part of it but the geography.
import type { Settings } from '@/api/settings';

import parts from '../../../docs/testdata/default-settings.json?keys=bank,delivery,contact,footer,telegram,branding,announcement,hero,inventory,orderLimits,tax,messages,dhivehi';

export const STAND_IN_SETTINGS: Settings = { ...parts, geo: { atolls: [] } };
