import { describe, expect, it } from 'vitest';

import { errorMessage } from '@/api/error-message';
import { serverFieldsOf } from '@/api/orders';
import { loadDhivehi } from '@/i18n/catalog';
import { serverWordsIn } from '@/i18n/server-words';

/** A refused checkout as RTK Query hands it over. */
const refusedCheckout = {
  status: 422,
  data: {
    error: 'Please check the highlighted fields.',
    code: 'check_fields',
    fields: {
      'customer.phone': 'Please enter a valid Maldives phone number (+960####### or 7-digit starting with 7/9)',
      notes: 'Must be at most 1000 characters',
      'customer.address.island': 'A message from a newer server',
    },
    field_codes: { 'customer.phone': 'phone_invalid', notes: 'too_long', 'customer.address.island': 'from_a_newer_server' },
    field_params: { notes: { max: '1000' } },
  },
};

describe("the server's messages on a Dhivehi page", () => {
  it('are said by their codes, with the values the server sent', async () => {
    const say = serverWordsIn('dv', await loadDhivehi());
    expect(errorMessage(refusedCheckout, 'Not placed', { say })).toBe('ކުލަ ޖަހާފައިވާ ބައިތައް ބައްލަވާލައްވާ.');
    const fields = serverFieldsOf(refusedCheckout, say);
    expect(fields['customer.phone']).toBe('ރަނގަޅު ދިވެހި ފޯނު ނަންބަރެއް ލިޔުއްވާ (+960####### ނުވަތަ 7 ނުވަތަ 9 އިން ފެށޭ 7 ދިޖިޓް)');
    expect(fields.notes).toBe('1000 އަކުރަށްވުރެ ދިގު ނުވާންވާނެ');
  });

  it("keep the server's words for a code the app does not know, or none", async () => {
    const say = serverWordsIn('dv', await loadDhivehi());
    expect(serverFieldsOf(refusedCheckout, say)['customer.address.island']).toBe('A message from a newer server');
    expect(errorMessage({ status: 409, data: { error: 'Only 2 left.' } }, 'Not placed', { say })).toBe('Only 2 left.');
  });

  it("keep the server's words when the values the translation needs are missing", async () => {
    const say = serverWordsIn('dv', await loadDhivehi());
    expect(say({ text: 'Must be at most 80 characters', code: 'too_long' })).toBe('Must be at most 80 characters');
  });

  it('say a 429 by its code', async () => {
    const say = serverWordsIn('dv', await loadDhivehi());
    const tooMany = { status: 429, data: { error: 'Too many attempts. Please try again in a few minutes.', code: 'too_many_attempts' } };
    expect(errorMessage(tooMany, 'Not found', { say })).toBe('ގިނަ ފަހަރު މަސައްކަތް ކުރައްވައިފި. ދެތިން މިނިޓު ފަހުން އަލުން މަސައްކަތް ކުރައްވާ.');
  });
});

describe("the server's messages on an English page", () => {
  it("are the server's words, as before", async () => {
    const english = serverWordsIn('en', await loadDhivehi());
    expect(errorMessage(refusedCheckout, 'Not placed', { say: english })).toBe('Please check the highlighted fields.');
    expect(serverFieldsOf(refusedCheckout).notes).toBe('Must be at most 1000 characters');
    expect(serverFieldsOf(refusedCheckout, english)['customer.phone']).toBe(refusedCheckout.data.fields['customer.phone']);
  });
});
