// The drawn page's keeper of early events (public/early-input.js) with the
// app's replay of them: what a customer does before hydrateRoot reaches the
// app's handlers once the page is taken over (decision 190).
import { act } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';

import { replayEarlyInput } from '@/lib/early-input';

function Page({ onSubmit }: { onSubmit: (query: string) => void }) {
  const [size, setSize] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [ticked, setTicked] = useState(false);
  const [sort, setSort] = useState('newest');
  const [query, setQuery] = useState('');
  return (
    <div>
      <button type="button" aria-pressed={size === 'M'} onClick={() => { setSize('M'); }}>
        <svg aria-hidden="true" />M
      </button>
      <button type="button" onClick={() => { setAdded(size ?? 'no size'); }}>
        Add to Cart
      </button>
      <p data-testid="added">{added}</p>
      <label>
        <input type="checkbox" checked={ticked} onChange={(event) => { setTicked(event.target.checked); }} />
        Abayas
      </label>
      <p data-testid="ticked">{String(ticked)}</p>
      <select aria-label="Sort by" value={sort} onChange={(event) => { setSort(event.target.value); }}>
        <option value="newest">Newest</option>
        <option value="price-asc">Price: Low to High</option>
      </select>
      <p data-testid="sort">{sort}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(query);
        }}
      >
        <input aria-label="Search" value={query} onChange={(event) => { setQuery(event.target.value); }} />
      </form>
      <a href="#elsewhere">A link</a>
    </div>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.dhoniEarlyInput?.();
  window.dhoniEarlyInput = undefined;
});

/** Controls the drawn page draws at once when tapped (decision 241). */
function Drawn() {
  const [size, setSize] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [filtering, setFiltering] = useState(false);
  const [query, setQuery] = useState('');
  return (
    <div>
      <fieldset>
        {['S', 'M'].map((option) => (
          <button key={option} type="button" aria-pressed={size === option} data-early-choice="" onClick={() => { setSize(option); }}>
            {option}
          </button>
        ))}
      </fieldset>
      <p data-testid="size">{size}</p>
      <button type="button" aria-expanded={searching} aria-controls="search" data-early-toggle="" onClick={() => { setSearching(!searching); }}>
        Search
      </button>
      <div id="search" hidden={!searching} data-open={searching ? '' : undefined}>
        <input aria-label="Words" value={query} onChange={(event) => { setQuery(event.target.value); }} />
      </div>
      <p data-testid="query">{query}</p>
      <button type="button" aria-expanded={filtering} aria-controls="filters" data-early-open="" onClick={() => { setFiltering(true); }}>
        Filters
      </button>
      <aside id="filters" data-open={filtering ? '' : undefined} />
    </div>
  );
}

/** The page as the server draws it, with the keeper run as its head runs it. */
async function drawnPage(page = <Page onSubmit={() => undefined} />): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  vi.resetModules();
  // @ts-expect-error: a plain script of the build, with no types
  await import('../../public/early-input.js');
  return container;
}

function byText(container: HTMLElement, text: string): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>('button, a')].find((el) => el.textContent.trim() === text);
  if (found === undefined) {
    throw new Error(`no ${text}`);
  }
  return found;
}

function typeInto(input: HTMLInputElement, text: string) {
  for (const letter of text) {
    input.value += letter;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

async function takeOver(container: HTMLElement, page: ReactNode) {
  await act(async () => {
    root = hydrateRoot(container, page);
    await Promise.resolve();
  });
  await act(async () => {
    await replayEarlyInput();
  });
}

it('gives the app, once it has the page, the taps, ticks, choices and typing made before, in order', async () => {
  const container = await drawnPage();
  const get = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
  const checkbox = container.querySelector<HTMLInputElement>('input[type="checkbox"]');
  const select = container.querySelector('select');
  const search = container.querySelector<HTMLInputElement>('input[aria-label="Search"]');
  const form = container.querySelector('form');
  if (checkbox === null || select === null || search === null || form === null) {
    throw new Error('the page is not drawn');
  }

  // The tap lands on the button's icon.
  byText(container, 'M').querySelector('svg')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  byText(container, 'Add to Cart').click();
  // Felt meanwhile: the tapped button focused, and the page shows it.
  expect(document.activeElement).toBe(byText(container, 'Add to Cart'));
  expect(document.documentElement.hasAttribute('data-early-tap')).toBe(true);
  // The label's click ticks the box: one change, not two.
  checkbox.closest('label')?.click();
  select.value = 'price-asc';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  typeInto(search, 'abaya');
  form.requestSubmit();

  // Felt meanwhile: the box ticked, the letters there.
  expect(checkbox.checked).toBe(true);
  expect(search.value).toBe('abaya');

  const submitted = vi.fn();
  await takeOver(container, <Page onSubmit={submitted} />);

  expect(byText(container, 'M').getAttribute('aria-pressed')).toBe('true');
  // Add to Cart came after the size, and saw it.
  expect(get('added')).toBe('M');
  expect(get('ticked')).toBe('true');
  expect(checkbox.checked).toBe(true);
  expect(get('sort')).toBe('price-asc');
  expect(submitted).toHaveBeenCalledWith('abaya');
  expect(document.documentElement.hasAttribute('data-early-tap')).toBe(false);
  // Kept no longer: the app has the page.
  expect(window.dhoniEarlyInput).toBeUndefined();
});

it('leaves links alone: they work without the app', async () => {
  const container = await drawnPage();
  const link = byText(container, 'A link');
  link.click();
  expect(document.documentElement.hasAttribute('data-early-tap')).toBe(false);
  expect(window.dhoniEarlyInput?.()).toEqual([]);
});

it('does nothing on a page the browser drew itself', async () => {
  await expect(replayEarlyInput()).resolves.toBeUndefined();
});

it('draws a chosen size and an opened box at once, and the app takes the same state over', async () => {
  const container = await drawnPage(<Drawn />);
  const get = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
  const pressed = () => ['S', 'M'].map((option) => byText(container, option).getAttribute('aria-pressed'));
  const panel = container.querySelector<HTMLElement>('#search');
  const words = container.querySelector<HTMLInputElement>('input[aria-label="Words"]');
  if (panel === null || words === null) {
    throw new Error('the page is not drawn');
  }

  byText(container, 'S').click();
  expect(pressed()).toEqual(['true', 'false']);
  byText(container, 'M').click();
  expect(pressed()).toEqual(['false', 'true']);
  byText(container, 'Search').click();
  // The box is open and its field has the focus, for the letters typed next.
  expect(panel.hidden).toBe(false);
  expect(byText(container, 'Search').getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement).toBe(words);
  typeInto(words, 'fan');
  byText(container, 'Filters').click();
  expect(container.querySelector('#filters')?.hasAttribute('data-open')).toBe(true);
  expect(byText(container, 'Filters').getAttribute('aria-expanded')).toBe('true');

  await takeOver(container, <Drawn />);

  expect(get('size')).toBe('M');
  expect(pressed()).toEqual(['false', 'true']);
  expect(panel.hidden).toBe(false);
  expect(get('query')).toBe('fan');
  expect(container.querySelector('#filters')?.hasAttribute('data-open')).toBe(true);

  // The app's own toggle closes what the drawn page opened.
  await act(async () => {
    byText(container, 'Search').click();
    await Promise.resolve();
  });
  expect(panel.hidden).toBe(true);
  expect(panel.hasAttribute('data-open')).toBe(false);
});

it('draws nothing for a disabled choice', async () => {
  const container = await drawnPage(<Drawn />);
  const m = byText(container, 'M') as HTMLButtonElement;
  m.disabled = true;
  m.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(m.getAttribute('aria-pressed')).toBe('false');
});
