import { describe, expect, it } from 'vitest';

import { messageProblem, rateValid, taxFormSchema, tinValid } from '@/features/admin/settings/tax-and-messages-form';

describe('the GST registration as typed', () => {
  it.each([
    ['1000001GST501', true],
    [' 1000001gst501 ', true],
    ['100001GST501', false],
    ['0000001GST501', false],
    ['1000001GST000', false],
    ['1000001BPT501', false],
  ])('TIN %j is valid: %s', (tin, valid) => {
    expect(tinValid(tin)).toBe(valid);
  });

  it.each([
    ['8', true],
    ['6.5', true],
    ['0', true],
    ['30', true],
    ['30.01', false],
    ['-1', false],
    ['8.125', false],
    ['', false],
  ])('rate %j is valid: %s', (rate, valid) => {
    expect(rateValid(rate)).toBe(valid);
  });

  it('asks a registered shop for its TIN, in the server’s words', () => {
    const result = taxFormSchema.safeParse({ gstRegistered: true, tin: ' ', ratePercent: '8', pricesIncludeGst: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('A GST-registered shop needs its TIN');
  });
});

describe('messageProblem', () => {
  it('accepts a message with known placeholders', () => {
    expect(messageProblem('Hi {name}, {order} ({total}) from {shop}: {tracking_link}')).toBeUndefined();
  });

  it.each([
    ['   ', 'Message is required'],
    ['Hello <b>{name}</b>', 'Message cannot contain markup such as <b> or <a>'],
    ['a'.repeat(5000), 'Message must be at most 1000 characters'],
    ['Paid {amount}', 'Unknown placeholder {amount}: use {name}, {order}, {total}, {tracking_link} or {shop}'],
  ])('refuses %j', (message, problem) => {
    expect(messageProblem(message)).toBe(problem);
  });
});
