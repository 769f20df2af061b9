// The built-in store settings (spec sections 3 and 9): what the shop shows
// when the API cannot be reached and the browser has no saved copy. The same
// values as docs/testdata/default-settings.json, which the server seeds a new
// database with; a unit test keeps the two equal.
import type { Settings } from '@/api/settings';

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
  },
  geo: {
    atolls: [
      {
        name: 'Malé',
        islands: ['Malé', 'Hulhumalé', 'Villimalé'],
      },
      {
        name: 'Kaafu Atoll',
        islands: [
          'Maafushi',
          'Guraidhoo',
          'Gulhi',
          'Huraa',
          'Himmafushi',
          'Thulusdhoo',
          'Dhiffushi',
          'Kaashidhoo',
        ],
      },
      {
        name: 'Ari Atoll',
        islands: [
          'Thoddoo',
          'Rasdhoo',
          'Ukulhas',
          'Mathiveri',
          'Feridhoo',
          'Himandhoo',
          'Mahibadhoo',
          'Dhangethi',
          'Dhigurah',
          'Maamigili',
          'Fenfushi',
          'Omadhoo',
        ],
      },
      {
        name: 'Addu Atoll',
        islands: ['Hithadhoo', 'Maradhoo', 'Maradhoo-Feydhoo', 'Feydhoo', 'Meedhoo', 'Hulhudhoo'],
      },
      {
        name: 'Laamu Atoll',
        islands: [
          'Fonadhoo',
          'Gan',
          'Maabaidhoo',
          'Mundoo',
          'Isdhoo',
          'Dhanbidhoo',
          'Maamendhoo',
          'Kalaidhoo',
        ],
      },
      {
        name: 'Baa Atoll',
        islands: [
          'Eydhafushi',
          'Thulhaadhoo',
          'Hithaadhoo',
          'Dharavandhoo',
          'Kendhoo',
          'Kamadhoo',
          'Dhonfanu',
          'Goidhoo',
          'Fehendhoo',
          'Fulhadhoo',
        ],
      },
      {
        name: 'Lhaviyani Atoll',
        islands: ['Naifaru', 'Hinnavaru', 'Kurendhoo', 'Olhuvelifushi'],
      },
      {
        name: 'Haa Alif Atoll',
        islands: [
          'Dhidhdhoo',
          'Hoarafushi',
          'Ihavandhoo',
          'Kelaa',
          'Utheemu',
          'Baarah',
          'Filladhoo',
        ],
      },
      {
        name: 'Gaafu Dhaalu Atoll',
        islands: [
          'Thinadhoo',
          'Gadhdhoo',
          'Madaveli',
          'Rathafandhoo',
          'Fiyoaree',
          'Hoandeddhoo',
          'Nadellaa',
          'Vaadhoo',
        ],
      },
      {
        name: 'Fuvahmulah',
        islands: ['Fuvahmulah'],
      },
    ],
  },
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
    message: 'Free delivery on orders over MVR 1000! Discover the new collection.',
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
};
