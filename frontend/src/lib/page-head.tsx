// What a screen puts in the browser tab and in the page's meta description.
// The server writes the same title and description into the page it sends
// (link previews and search engines read only that); the app keeps them in
// step as the customer moves between screens. Both sides check their texts
// against docs/testdata/page-heads.json.
import { useEffect } from 'react';

export const SHOP_NAME = 'Dhoni';

/** The text of the browser tab for a screen: "Home · Dhoni". */
export function pageTitle(screen: string): string {
  const name = screen.trim();
  return name === '' ? SHOP_NAME : `${name} · ${SHOP_NAME}`;
}

/** The descriptions of the pages that are not about one product or category. */
export const PAGE_DESCRIPTIONS = {
  home: 'Dhoni: modest clothing and home appliances, delivered across the Maldives. Prices in MVR.',
  clothing: 'Modest clothing for women, delivered across the Maldives. Prices in MVR.',
  appliances: 'Home appliances, delivered across the Maldives. Prices in MVR.',
  categories: "Browse Dhoni's clothing and appliance categories. Delivery across the Maldives, prices in MVR.",
  tailoring:
    'Tailor-made modest clothing from Dhoni: send your measurements and design, and we make it for you.',
} as const;

/** A category page's description. */
export function categoryDescription(name: string, shopType: 'clothing' | 'accessories'): string {
  const what = shopType === 'accessories' ? 'home appliances' : 'modest clothing';
  return `${name}: ${what} from Dhoni, delivered across the Maldives. Prices in MVR.`;
}

export const MAX_DESCRIPTION = 160;

const SEPARATORS = /[\s\p{Cc}\u2028\u2029\ufeff]+/u;

/**
 * Text made fit for a meta description: one line, at most 160 characters
 * (code points), cut after a word with "…" when longer.
 */
export function describe(text: string): string {
  const chars = Array.from(
    text
      .split(SEPARATORS)
      .filter((word) => word !== '')
      .join(' '),
  );
  if (chars.length <= MAX_DESCRIPTION) {
    return chars.join('');
  }
  let cut = chars.slice(0, MAX_DESCRIPTION - 1);
  for (let at = cut.length - 1; at > MAX_DESCRIPTION / 2; at -= 1) {
    if (cut[at] === ' ') {
      cut = cut.slice(0, at);
      break;
    }
  }
  return `${cut.join('').replace(/[ ,.;:-]+$/u, '')}…`;
}

/** Keeps document.title and <meta name="description"> in step with the screen. */
export function usePageHead(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

/** A screen's title and description, where a screen renders its parts. */
export function PageHead({
  screen,
  description = PAGE_DESCRIPTIONS.home,
}: {
  screen: string;
  description?: string | undefined;
}) {
  usePageHead(pageTitle(screen), description);
  return null;
}
