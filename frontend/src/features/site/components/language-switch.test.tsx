import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { LanguageSwitch } from '@/features/site/components/language-switch';
import { loadDhivehi } from '@/i18n/catalog';
import { I18nProvider } from '@/i18n/i18n-provider';
import { basenameOf, type Language } from '@/i18n/languages';
import { rememberedLanguage } from '@/i18n/remembered-language';

async function renderSwitch(language: Language, url: string) {
  const messages = language === 'dv' ? await loadDhivehi() : undefined;
  const router = createMemoryRouter([{ path: '*', element: <LanguageSwitch /> }], {
    initialEntries: [url],
    basename: basenameOf(language),
  });
  render(
    <I18nProvider language={language} messages={messages}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
  document.cookie = 'dhoni_lang=; path=/; Max-Age=0';
});

describe('the language switch', () => {
  it('leads from an English page to the same page in Dhivehi, named in Dhivehi', async () => {
    await renderSwitch('en', '/shop/blue-abaya?colour=Navy');
    const link = screen.getByRole('link', { name: 'ދިވެހި' });
    expect(link).toHaveAttribute('href', '/dv/shop/blue-abaya?colour=Navy');
    expect(link).toHaveAttribute('lang', 'dv');
  });

  it('leads from a Dhivehi page back to the English one', async () => {
    await renderSwitch('dv', '/dv/categories/abayas');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/categories/abayas');
  });

  it('leads from the Dhivehi home to the English home', async () => {
    await renderSwitch('dv', '/dv');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });

  it('remembers the language chosen, on the device and in a cookie for the server', async () => {
    await renderSwitch('en', '/');
    expect(rememberedLanguage()).toBe('en');
    const link = screen.getByRole('link', { name: 'ދިވެހި' });
    // The test's document does not navigate; the click's effect is what it remembers.
    link.addEventListener('click', (event) => {
      event.preventDefault();
    });
    await userEvent.click(link);
    expect(localStorage.getItem('dhoni_lang')).toBe('dv');
    expect(document.cookie).toContain('dhoni_lang=dv');
    expect(rememberedLanguage()).toBe('dv');
  });

  it('reads an unknown remembered language as English', () => {
    localStorage.setItem('dhoni_lang', 'fr');
    expect(rememberedLanguage()).toBe('en');
  });
});
