import { describe, expect, it } from 'vitest';

import * as j from '@/lib/json-shape';

describe('json-shape', () => {
  it('reads only the declared keys of an object, as zod does', () => {
    const named = j.object({ name: j.string });
    expect(named.safeParse({ name: 'Abaya', extra: 1 })).toEqual({ success: true, data: { name: 'Abaya' } });
  });

  it('leaves a missing optional key missing, and keeps one sent as undefined', () => {
    const bank = j.object({ branch: j.optional(j.string) });
    expect(bank.safeParse({})).toStrictEqual({ success: true, data: {} });
    expect(bank.safeParse({ branch: undefined })).toStrictEqual({ success: true, data: { branch: undefined } });
    expect(bank.safeParse({ branch: 3 }).success).toBe(false);
  });

  it('puts the default in place of a missing value only, and the fallback in place of any misfit', () => {
    const line = j.object({
      hex: j.withDefault(j.nullable(j.string), null),
      status: j.orElse(j.literal('pending'), 'pending'),
    });
    expect(line.safeParse({})).toStrictEqual({ success: true, data: { hex: null, status: 'pending' } });
    expect(line.safeParse({ hex: 4, status: 'x' }).success).toBe(false);
    expect(line.safeParse({ hex: '#fff', status: 'unknown' })).toStrictEqual({
      success: true,
      data: { hex: '#fff', status: 'pending' },
    });
  });

  it.each([Number.NaN, Infinity, -Infinity, '1', null])('refuses %s as a number', (value) => {
    expect(j.number.safeParse(value).success).toBe(false);
  });

  it('takes safe integers only as integers', () => {
    expect(j.int.safeParse(2 ** 53 - 1).success).toBe(true);
    expect(j.int.safeParse(2 ** 53).success).toBe(false);
    expect(j.int.safeParse(1.5).success).toBe(false);
  });

  it('reads records of plain objects only, and not their __proto__', () => {
    const fees = j.record(j.nullable(j.number));
    expect(fees.safeParse(JSON.parse('{"Male": 10, "Addu": null, "__proto__": 5}'))).toStrictEqual({
      success: true,
      data: { Male: 10, Addu: null },
    });
    expect(fees.safeParse([]).success).toBe(false);
    expect(fees.safeParse(new Date()).success).toBe(false);
  });

  it('changes what it read, and tries a second shape when the first does not fit', () => {
    const firstImage = j.map(j.array(j.string), (images) => images.slice(0, 1));
    expect(firstImage.safeParse(['a', 'b'])).toEqual({ success: true, data: ['a'] });
    const line = j.either(j.object({ type: j.literal('product') }), j.object({ type: j.literal('tailor'), n: j.literal(1) }));
    expect(line.safeParse({ type: 'tailor', n: 1 }).success).toBe(true);
    expect(line.safeParse({ type: 'other' }).success).toBe(false);
  });

  it('says what does not fit and where, as one issue', () => {
    const bank = j.object({ bank: j.object({ lines: j.array(j.string) }) });
    expect(bank.safeParse({ bank: { lines: ['a', 2] } })).toEqual({
      success: false,
      error: {
        message: 'expected a string at bank.lines.1',
        issues: [{ path: ['bank', 'lines', 1], message: 'expected a string' }],
      },
    });
  });
});
