// What a test reads of a group of links: each link's text and where it goes,
// in order, so one expected list states a whole navigation.
import { screen, within } from '@testing-library/react';

export type LinkEntry = [string | null, string | null];

/** The links inside the landmark (navigation, region, ...) of that role and name. */
export function linksIn(role: 'navigation' | 'region', name: string): LinkEntry[] {
  return within(screen.getByRole(role, { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** The storefront's main routes as the header and the mobile bar both list them first (spec section 2). */
export const MAIN_ROUTES: readonly LinkEntry[] = [
  ['Home', '/'],
  ['Clothing', '/shop'],
  ['Appliances', '/accessories'],
  ['Categories', '/categories'],
  ['Tailoring', '/tailoring'],
];
