// The check that the server's messages can be said in both languages: every
// code the server has (server-messages.json, written from the server's
// registry: docs/messages.md) has a text `server.<code>` in both catalogues,
// the English one says exactly the server's words, and the Dhivehi one uses
// only the values the server sends.
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import english from '@/i18n/messages/en/server.json';
import dhivehi from '@/i18n/messages/dv/server.json';
import serverMessages from '@/i18n/server-messages.json';
import { loadDhivehi } from '@/i18n/catalog';
import { serverMessageId, serverWordsIn } from '@/i18n/server-words';

const catalogues: Record<'en' | 'dv', Record<string, string>> = { en: english, dv: dhivehi };
const server: Record<string, string> = serverMessages;

/** The server's placeholders, each standing for itself: "{max}" formats as "{max}". */
function standIns(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [whole, name] of text.matchAll(/\{([a-z_]+)\}/g)) {
    values[name ?? ''] = whole;
  }
  return values;
}

describe("the server's message codes", () => {
  it('are many: the list was written from the server', () => {
    expect(Object.keys(server).length).toBeGreaterThan(200);
  });

  it.each(['en', 'dv'] as const)('each have a text in the %s catalogue, and it has no others', (language) => {
    const ids = Object.keys(server).map(serverMessageId).sort();
    expect(Object.keys(catalogues[language]).sort()).toEqual(ids);
  });

  it("say the server's own words in English", () => {
    for (const [code, text] of Object.entries(server)) {
      const said = new IntlMessageFormat(english[serverMessageId(code) as keyof typeof english], 'en').format(standIns(text));
      expect(said, code).toBe(text);
    }
  });

  it('use in Dhivehi only the values the server sends', () => {
    for (const [code, text] of Object.entries(server)) {
      const translation = dhivehi[serverMessageId(code) as keyof typeof dhivehi];
      expect(() => new IntlMessageFormat(translation, 'dv').format(standIns(text)), code).not.toThrow();
      expect(translation, code).not.toBe(english[serverMessageId(code) as keyof typeof english]);
    }
  });

  it('say in Dhivehi a message with only the values the server sends, braces written as text kept', async () => {
    const say = serverWordsIn('dv', await loadDhivehi());
    const text = 'Unknown placeholder {colour}: use {name}, {order}, {total}, {tracking_link} or {shop}';
    const said = say({ text, code: 'template_placeholder_unknown', params: { placeholder: 'colour' } });
    expect(said).not.toBe(text);
    expect(said).toMatch(/^ނޭނގޭ ޕްލޭސްހޯލްޑަރެއް \{colour\}: /);
    expect(said).toContain('{tracking_link}');
  });

  it("name an item in Dhivehi by the owner's Dhivehi title when the server sends one, else by the English", async () => {
    const say = serverWordsIn('dv', await loadDhivehi());
    const text = 'Only 2 left of Pearl-Trim Occasion Abaya (Black, M). Please update your cart.';
    const params = { count: '2', item: 'Pearl-Trim Occasion Abaya (Black, M)' };
    const withDhivehi = say({ text, code: 'only_some_left', params: { ...params, item_dv: 'މުތީގެ އަބާޔާ (Black, M)' } });
    expect(withDhivehi).toContain('މުތީގެ އަބާޔާ (Black, M)');
    expect(withDhivehi).not.toContain('Pearl-Trim');
    expect(say({ text, code: 'only_some_left', params })).toContain('Pearl-Trim Occasion Abaya (Black, M)');
    expect(serverWordsIn('en', null)({ text, code: 'only_some_left', params: { ...params, item_dv: 'މުތީގެ އަބާޔާ' } })).toBe(text);
  });
});
