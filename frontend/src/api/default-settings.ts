// The built-in store settings (spec sections 3 and 9): what the shop shows
// when the API cannot be reached and the browser has no saved copy. The same
// values as docs/testdata/default-settings.json, which the server seeds a new
// database with; a unit test keeps the two equal.
import type { Settings } from '@/api/settings';

import defaults from '../../../docs/testdata/default-settings.json';

export const DEFAULT_SETTINGS: Settings = {
  bank: {
    bankName: 'Bank of Maldives',
    accountName: 'Dhoni Private Limited',
    accountNumber: '7730000140123',
    branch: 'Malé Main Branch',
    referenceHelp: 'Use your order number as the transfer reference, then upload the transfer slip below.',
  },
  delivery: {
    flatFeeMvr: 50,
    perAtollFees: {
      Malé: 0,
      'Kaafu Atoll': 50,
      'Ari Atoll': 100,
      'Addu Atoll': 150,
      'Laamu Atoll': 120,
      'Baa Atoll': 100,
    },
    perIslandFees: {},
    // Off until the owner sets a threshold (decision 185).
    freeDelivery: { thresholdMvr: null, shop: 'all', exceptAtolls: [] },
  },
  // Every atoll and city with its inhabited islands (decision 184), from the
  // shared defaults file rather than a second copy.
  geo: { atolls: defaults.geo.atolls },
  contact: {
    phone: '+960 777-1234',
    whatsappUrl: 'https://wa.me/9607771234',
  },
  footer: {
    shortDescription: 'Modest fashion for women and dependable home appliances, delivered across the Maldives.',
    googleMapsUrl: '',
    directionsUrl: '',
    facebookUrl: '',
    instagramUrl: '',
    twitterUrl: '',
  },
  telegram: {
    enabled: false,
    botToken: '',
    chatIds: '',
    actions: false,
  },
  branding: {
    logoUrl: '',
    showSplashScreen: true,
    splashDuration: 2000,
  },
  announcement: {
    enabled: true,
    message: 'We deliver to every inhabited island of the Maldives. Discover the new collection.',
    type: 'promo',
    dismissible: true,
    link: '/shop',
    linkText: 'Shop now',
  },
  hero: {
    title: 'Modest fashion, made for island life',
    subtitle: 'Elegant abayas, dresses and everyday wear, plus home appliances, delivered to every atoll.',
    buttonText: 'Shop the collection',
    buttonLink: '/shop',
    imageUrl: '/images/hero.svg',
  },
  inventory: {
    lowStockThreshold: 2,
  },
  orderLimits: {
    maxUnitsPerLine: 10,
    maxUnitsPerOrder: 30,
    maxOpenUnitsPerPhone: 60,
    cancelUnconfirmedCodAfterDays: 0,
  },
  tax: defaults.tax,
  messages: defaults.messages,
  dhivehi: defaults.dhivehi,
};
