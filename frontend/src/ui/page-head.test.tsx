// A screen's head in the page's language: the English catalogue holds the
// server's own titles and descriptions word for word, and a Dhivehi page's
// tab and description are in Thaana.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { loadDhivehi } from '@/i18n/catalog';
import { englishT } from '@/i18n/english';
import { I18nProvider } from '@/i18n/i18n-provider';
import { categoryDescription, PAGE_DESCRIPTIONS } from '@/lib/page-head';
import { PageHead } from '@/ui/page-head';

function description(): string | null {
  return document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null;
}

async function renderInDhivehi(screen: string) {
  const messages = await loadDhivehi();
  render(
    <I18nProvider language="dv" messages={messages}>
      <PageHead screen={screen} />
    </I18nProvider>,
  );
}

describe('PageHead', () => {
  it('has the server’s English descriptions in the catalogue', () => {
    expect(englishT('app.descriptionHome')).toBe(PAGE_DESCRIPTIONS.home);
    expect(englishT('app.descriptionClothing')).toBe(PAGE_DESCRIPTIONS.clothing);
    expect(englishT('app.descriptionAppliances')).toBe(PAGE_DESCRIPTIONS.appliances);
    expect(englishT('app.descriptionCategories')).toBe(PAGE_DESCRIPTIONS.categories);
    expect(englishT('app.descriptionTailoring')).toBe(PAGE_DESCRIPTIONS.tailoring);
    expect(englishT('app.describeClothingCategory', { name: 'Abayas' })).toBe(categoryDescription('Abayas', 'clothing'));
    expect(englishT('app.describeApplianceCategory', { name: 'Kitchen' })).toBe(
      categoryDescription('Kitchen', 'accessories'),
    );
  });

  it('writes the English title as the server does', () => {
    render(
      <I18nProvider>
        <PageHead screen="Cart" />
      </I18nProvider>,
    );
    expect(document.title).toBe('Cart · Dhoni');
    expect(description()).toBe(PAGE_DESCRIPTIONS.home);
  });

  it('writes a Dhivehi page’s title and description in Thaana', async () => {
    await renderInDhivehi('ކާޓު');
    expect(document.title).toBe('ކާޓު · ދޯނި');
    expect(description()).toMatch(/^ދޯނި: ނިވާ ހެދުމާއި ގޭބިސީ ސާމާނު/);
  });

  it('names only the shop for a screen without a name', async () => {
    await renderInDhivehi('  ');
    expect(document.title).toBe('ދޯނި');
  });
});
