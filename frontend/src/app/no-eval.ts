// Imported first by main.tsx, before any schema is built: the page's policy
// allows no eval (script-src 'self'), so zod must not probe for it to compile
// its parsers, as each probe is reported as a violation (decision 143).
import { config } from 'zod/mini';

config({ jitless: true });
