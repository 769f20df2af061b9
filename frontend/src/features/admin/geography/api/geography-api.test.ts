import { describe, expect, it } from 'vitest';

import { withAtolls } from '@/features/admin/geography/api/geography-api';

import defaultSettings from '../../../../../../docs/testdata/default-settings.json';

function adminSettings(): Record<string, unknown> {
  return structuredClone(defaultSettings);
}

describe('withAtolls', () => {
  it('replaces the atolls and leaves every other key, telegram out', () => {
    const document = adminSettings();
    const atolls = [{ name: 'Malé', islands: ['Malé', 'Thilafushi'] }];

    const next = withAtolls(document, atolls);

    const rest = { ...document };
    delete rest.telegram;
    const restFees = (rest.delivery as { perAtollFees: Record<string, number> }).perAtollFees;
    const removedNames = ['Kaafu Atoll', 'Ari Atoll', 'Addu Atoll', 'Laamu Atoll', 'Baa Atoll'];
    const keptFees = Object.fromEntries(Object.entries(restFees).filter(([name]) => !removedNames.includes(name)));
    expect(next).toEqual({
      ...rest,
      geo: { atolls },
      delivery: { ...(rest.delivery as object), perAtollFees: keptFees },
    });
    expect(keptFees).toEqual({ Malé: 0 });
  });

  it('keeps fees of names that were not atolls before', () => {
    const document = adminSettings();
    (document.delivery as { perAtollFees: Record<string, number> }).perAtollFees['Old Atoll'] = 10;
    const atolls = (document.geo as { atolls: { name: string; islands: string[] }[] }).atolls;

    const next = withAtolls(document, atolls) as { delivery: { perAtollFees: Record<string, number> } };

    expect(next.delivery.perAtollFees['Old Atoll']).toBe(10);
    expect(next.delivery).toEqual(document.delivery);
  });
});

