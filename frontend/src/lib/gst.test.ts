import { describe, expect, it } from 'vitest';

import { gstAddedTo, gstFigures } from '@/lib/gst';

import vectors from '../../../docs/testdata/gst.json';

describe('gstFigures', () => {
  it.each(vectors.cases)('$name', ({ amount, rateBasisPoints, pricesInclude, before, gst, after }) => {
    expect(gstFigures(amount, { rateBasisPoints, pricesInclude })).toEqual({ before, gst, after });
  });
});

describe('gstAddedTo', () => {
  const registered = { gstRegistered: true, ratePercent: 8, pricesIncludeGst: false };

  it('adds 8% of MVR 1150 when prices do not include GST', () => {
    expect(gstAddedTo(1150, registered)).toBe(92);
  });

  it('adds nothing when prices include GST, the shop is not registered or the server sent no tax', () => {
    expect(gstAddedTo(1150, { ...registered, pricesIncludeGst: true })).toBe(0);
    expect(gstAddedTo(1150, { ...registered, gstRegistered: false })).toBe(0);
    expect(gstAddedTo(1150, undefined)).toBe(0);
  });
});
