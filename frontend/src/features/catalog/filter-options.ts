// The clothing filter's option lists (spec section 3, "Option lists"): sizes
// in the order a customer reads them, and the filter colours with a swatch
// colour each (the sample products' own hexes where they have the colour).

export const SIZE_OPTIONS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

export type FilterColor = {
  name: string;
  hex: string;
};

export const FILTER_COLORS: readonly FilterColor[] = [
  { name: 'Black', hex: '#1C1C1E' },
  { name: 'White', hex: '#F4F1EA' },
  { name: 'Navy', hex: '#1F2A44' },
  { name: 'Burgundy', hex: '#6D1A36' },
  { name: 'Pink', hex: '#E8A7B8' },
  { name: 'Green', hex: '#3E7C6E' },
  { name: 'Beige', hex: '#D9C3A5' },
  { name: 'Gray', hex: '#8E8E93' },
];

/**
 * Whether a swatch of this hex needs dark marks on it (a tick, a border):
 * relative luminance above ~0.5. Falls back to "dark" for anything unreadable.
 */
export function isLightColor(hex: string): boolean {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (match === null) {
    return false;
  }
  const value = Number.parseInt(match[1] ?? '0', 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance > 0.45;
}

/** The clothing filters' panel's id, which the Filters button controls: one in a page. */
export const FILTERS_ID = 'clothing-filters';
