// Imported first by main.tsx, before any schema is built: the page's policy
// allows no eval (script-src 'self'), so zod must not probe for it to compile
// its parsers, as each probe is reported as a violation (decision 143).
//
// zod (4.x) keeps its settings in globalThis.__zod_globalConfig and adopts
// the object found there when it loads: setting jitless there needs no zod
// in the first load, only in the chunks that use it (forms, the admin).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;
