// The "Demo" label of the standalone build (docs/decisions/084), given by
// its entry (src/demo-main.tsx) before the app starts, as its backend is
// (api/standalone.ts): the app never imports the demo itself.
import type { ComponentType } from 'react';

type LabelModule = { default: ComponentType };

let given: (() => Promise<LabelModule>) | null = null;

/** Called once by the standalone build's entry, before the app starts. */
export function giveStandaloneLabel(load: () => Promise<LabelModule>): void {
  given = load;
}

/** The label's code, for React.lazy (layout.tsx). */
export function loadStandaloneLabel(): Promise<LabelModule> {
  return given === null ? Promise.reject(new Error('the standalone build was started without its label (src/demo-main.tsx)')) : given();
}
