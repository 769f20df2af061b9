// The built-in catalogue's clothing categories in the owner's order (by
// position): what every screen listing them shows, written out once.
export const CLOTHING_CATEGORIES_IN_ORDER = [
  'Abayas',
  'Dresses',
  'Hijabs & Shawls',
  'Kaftans',
  'Modest Sets',
  'Tunics & Tops',
  'Skirts & Pants',
  'Prayer Wear',
];
