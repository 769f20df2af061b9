import { render } from '@testing-library/react';
import { describe as group, expect, it } from 'vitest';

import { PageHead, PAGE_DESCRIPTIONS, categoryDescription, describe, pageTitle } from '@/lib/page-head';

import vectors from '../../../docs/testdata/page-heads.json';

group('pageTitle', () => {
  it.each(vectors.titles)('names the screen "$screen" "$title"', ({ screen, title }) => {
    expect(pageTitle(screen)).toBe(title);
  });
});

group('the fixed pages', () => {
  const ours: Record<string, [string, string]> = {
    '/': [pageTitle('Home'), PAGE_DESCRIPTIONS.home],
    '/shop': [pageTitle('All Products'), PAGE_DESCRIPTIONS.clothing],
    '/accessories': [pageTitle('Appliances'), PAGE_DESCRIPTIONS.appliances],
    '/categories': [pageTitle('Categories'), PAGE_DESCRIPTIONS.categories],
    '/tailoring': [pageTitle('Tailoring'), PAGE_DESCRIPTIONS.tailoring],
  };

  it('say what the server says', () => {
    expect(ours).toEqual(
      Object.fromEntries(Object.entries(vectors.pages).map(([path, page]) => [path, [page.title, page.description]])),
    );
  });

  it.each(vectors.categories)('describes the category $name', ({ name, shopType, description }) => {
    expect(categoryDescription(name, shopType as 'clothing' | 'accessories')).toBe(description);
  });
});

group('describe', () => {
  it.each(vectors.describe)('makes $text fit', ({ text, description }) => {
    expect(describe(text)).toBe(description);
  });
});

group('PageHead', () => {
  it('keeps the tab title and the description in step with the screen', () => {
    document.head.innerHTML = '<title>Blue Abaya · Dhoni</title><meta name="description" content="From the server">';
    const { rerender } = render(<PageHead screen="Cart" />);
    expect(document.title).toBe('Cart · Dhoni');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    const meta = document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
    expect(meta).toHaveLength(1);
    expect(meta[0]?.content).toBe(PAGE_DESCRIPTIONS.home);

    rerender(<PageHead screen="Abayas" description={categoryDescription('Abayas', 'clothing')} />);
    expect(document.title).toBe('Abayas · Dhoni');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'Abayas: modest clothing from Dhoni, delivered across the Maldives. Prices in MVR.',
    );
  });

  it('adds the description when the page has none', () => {
    document.head.innerHTML = '';
    render(<PageHead screen="Tailoring" description={PAGE_DESCRIPTIONS.tailoring} />);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      PAGE_DESCRIPTIONS.tailoring,
    );
  });
});
