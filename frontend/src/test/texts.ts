// What a list of elements reads, in order: the options of a select, the
// buttons of a sidebar, the heads of a table, the names on a grid's cards.
import { type ByRoleMatcher, type ByRoleOptions, within } from '@testing-library/react';

export function textsOf(container: HTMLElement, role: ByRoleMatcher, options?: ByRoleOptions): string[] {
  return within(container)
    .getAllByRole(role, options)
    .map((element) => element.textContent);
}

/** The names on a product grid's cards (their h3s), in order. */
export function cardTitles(grid: HTMLElement): string[] {
  return textsOf(grid, 'heading', { level: 3 });
}
