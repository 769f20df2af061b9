// The built-in catalogue (DESIGN.md, "The browser app's modes"; spec section 4,
// "Backend availability"): the server's sample data (docs/decisions/014), with
// the same ids, so an order placed from it still prices on the server. Shown
// only when the API cannot be reached and the browser has no saved copy; it is
// its own chunk, loaded only then. The unit tests serve it as the fake server's
// catalogue. Products are newest first, as GET /products lists them.
import type { Category, Product } from '@/api/catalog';

export const SAMPLE_CATEGORIES: Category[] = [
  {
    id: "cat-clothing",
    name: "Clothing",
    slug: "clothing",
    image_url: null,
    parent_id: null,
    shop_type: "clothing",
    position: 1
  },
  {
    id: "cat-abayas",
    name: "Abayas",
    slug: "abayas",
    image_url: "/media/samples/classic-open-front-abaya.svg",
    parent_id: "cat-clothing",
    shop_type: "clothing",
    position: 2
  },
  {
    id: "cat-dresses",
    name: "Dresses",
    slug: "dresses",
    image_url: "/media/samples/chiffon-tiered-maxi-dress.svg",
    parent_id: "cat-clothing",
    shop_type: "clothing",
    position: 3
  },
  {
    id: "cat-hijabs-shawls",
    name: "Hijabs & Shawls",
    slug: "hijabs-shawls",
    image_url: "/media/samples/everyday-jersey-hijab.svg",
    parent_id: "cat-clothing",
    shop_type: "clothing",
    position: 4
  },
  {
    id: "cat-kaftans",
    name: "Kaftans",
    slug: "kaftans",
    image_url: "/media/samples/island-breeze-cotton-kaftan.svg",
    parent_id: "cat-clothing",
    shop_type: "clothing",
    position: 5
  },
  {
    id: "cat-modest-sets",
    name: "Modest Sets",
    slug: "modest-sets",
    image_url: "/media/samples/two-piece-crepe-lounge-set.svg",
    parent_id: "cat-clothing",
    shop_type: "clothing",
    position: 6
  },
  {
    id: "cat-tunics-tops",
    name: "Tunics & Tops",
    slug: "tunics-tops",
    image_url: "/media/samples/everyday-long-tunic.svg",
    parent_id: "cat-clothing",
    shop_type: "clothing",
    position: 7
  },
  {
    id: "cat-skirts-pants",
    name: "Skirts & Pants",
    slug: "skirts-pants",
    image_url: "/media/samples/pleated-maxi-skirt.svg",
    parent_id: "cat-clothing",
    shop_type: "clothing",
    position: 8
  },
  {
    id: "cat-prayer-wear",
    name: "Prayer Wear",
    slug: "prayer-wear",
    image_url: "/media/samples/one-piece-prayer-dress.svg",
    parent_id: "cat-clothing",
    shop_type: "clothing",
    position: 9
  },
  {
    id: "acc-cat-accessories",
    name: "Accessories",
    slug: "accessories",
    image_url: null,
    parent_id: null,
    shop_type: "accessories",
    position: 10
  },
  {
    id: "acc-cat-kitchen-appliances",
    name: "Kitchen Appliances",
    slug: "kitchen-appliances",
    image_url: "/media/samples/electric-rice-cooker.svg",
    parent_id: "acc-cat-accessories",
    shop_type: "accessories",
    position: 11
  },
  {
    id: "acc-cat-cooling-fans",
    name: "Cooling & Fans",
    slug: "cooling-fans",
    image_url: "/media/samples/rechargeable-stand-fan.svg",
    parent_id: "acc-cat-accessories",
    shop_type: "accessories",
    position: 12
  },
  {
    id: "acc-cat-laundry-ironing",
    name: "Laundry & Ironing",
    slug: "laundry-ironing",
    image_url: "/media/samples/steam-iron.svg",
    parent_id: "acc-cat-accessories",
    shop_type: "accessories",
    position: 13
  },
  {
    id: "acc-cat-personal-care",
    name: "Personal Care",
    slug: "personal-care",
    image_url: "/media/samples/ionic-hair-dryer.svg",
    parent_id: "acc-cat-accessories",
    shop_type: "accessories",
    position: 14
  }
];

export const SAMPLE_PRODUCTS: Product[] = [
  {
    id: "prod-pearl-trim-occasion-abaya",
    title: "Pearl-Trim Occasion Abaya",
    slug: "pearl-trim-occasion-abaya",
    sku: "DH-AB-002",
    description: "A flowing nida abaya for weddings and Eid, with hand-set pearl trim down the front and on the cuffs. Fully lined shoulders, hidden snaps and an inner tie so it sits neatly all evening.",
    price: 2200,
    images: [
      "/media/samples/pearl-trim-occasion-abaya.svg"
    ],
    category_id: "cat-abayas",
    shop_type: "clothing",
    tags: [],
    stock: {
      "Black:L": 1,
      "Black:M": 2,
      "Black:S": 3,
      "Black:XL": 0,
      "Black:XXL": 0,
      "Burgundy:L": 0,
      "Burgundy:M": 1,
      "Burgundy:S": 2,
      "Burgundy:XL": 0,
      "Burgundy:XXL": 0
    },
    colors: [
      {
        name: "Black",
        hex: "#1C1C1E"
      },
      {
        name: "Burgundy",
        hex: "#6D1A36"
      }
    ],
    sizes: [
      "S",
      "M",
      "L",
      "XL",
      "XXL"
    ],
    is_featured: true,
    created_at: "2026-11-01T12:00:00Z",
    updated_at: "2026-11-01T12:00:00Z",
    care_instructions: "Hand wash cold or machine wash on a gentle cycle. Hang to dry in the shade; iron on low.",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  },
  {
    id: "prod-chiffon-tiered-maxi-dress",
    title: "Chiffon Tiered Maxi Dress",
    slug: "chiffon-tiered-maxi-dress",
    sku: "DH-DR-001",
    description: "Soft layered chiffon over a breathable lining, with long sleeves and a gathered waist. Ankle length and light enough for Malé afternoons.",
    price: 780,
    images: [
      "/media/samples/chiffon-tiered-maxi-dress.svg"
    ],
    category_id: "cat-dresses",
    shop_type: "clothing",
    tags: [],
    stock: {
      "Beige:L": 2,
      "Beige:M": 3,
      "Beige:S": 4,
      "Beige:XL": 1,
      "Beige:XS": 5,
      "Pink:L": 3,
      "Pink:M": 4,
      "Pink:S": 5,
      "Pink:XL": 2,
      "Pink:XS": 6
    },
    colors: [
      {
        name: "Pink",
        hex: "#E8A7B8"
      },
      {
        name: "Beige",
        hex: "#D9C3A5"
      }
    ],
    sizes: [
      "XS",
      "S",
      "M",
      "L",
      "XL"
    ],
    is_featured: true,
    created_at: "2026-11-01T11:00:00Z",
    updated_at: "2026-11-01T11:00:00Z",
    care_instructions: "Hand wash cold or machine wash on a gentle cycle. Hang to dry in the shade; iron on low.",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  },
  {
    id: "prod-island-breeze-cotton-kaftan",
    title: "Island Breeze Cotton Kaftan",
    slug: "island-breeze-cotton-kaftan",
    sku: "DH-KF-001",
    description: "A loose, airy kaftan in pure cotton voile with gold embroidery at the neckline and hem. Cool in the humidity and easy to wear at home or on a resort day.",
    price: 720,
    images: [
      "/media/samples/island-breeze-cotton-kaftan.svg"
    ],
    category_id: "cat-kaftans",
    shop_type: "clothing",
    tags: [],
    stock: {
      "Green:L": 4,
      "Green:M": 5,
      "Green:XL": 3,
      "Green:XXL": 2,
      "White:L": 3,
      "White:M": 4,
      "White:XL": 2,
      "White:XXL": 1
    },
    colors: [
      {
        name: "Green",
        hex: "#3E7C6E"
      },
      {
        name: "White",
        hex: "#F4F1EA"
      }
    ],
    sizes: [
      "M",
      "L",
      "XL",
      "XXL"
    ],
    is_featured: true,
    created_at: "2026-11-01T10:00:00Z",
    updated_at: "2026-11-01T10:00:00Z",
    care_instructions: "Hand wash cold or machine wash on a gentle cycle. Hang to dry in the shade; iron on low.",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  },
  {
    id: "prod-two-piece-crepe-lounge-set",
    title: "Two-Piece Crepe Lounge Set",
    slug: "two-piece-crepe-lounge-set",
    sku: "DH-ST-001",
    description: "A long crepe top with side pockets and matching wide-leg trousers with an elastic waist. Crease-resistant, so it travels well on the ferry.",
    price: 890,
    images: [
      "/media/samples/two-piece-crepe-lounge-set.svg"
    ],
    category_id: "cat-modest-sets",
    shop_type: "clothing",
    tags: [],
    stock: {
      "Beige:L": 2,
      "Beige:M": 3,
      "Beige:S": 4,
      "Beige:XL": 1,
      "Navy:L": 1,
      "Navy:M": 2,
      "Navy:S": 3,
      "Navy:XL": 0
    },
    colors: [
      {
        name: "Beige",
        hex: "#D9C3A5"
      },
      {
        name: "Navy",
        hex: "#1F2A44"
      }
    ],
    sizes: [
      "S",
      "M",
      "L",
      "XL"
    ],
    is_featured: true,
    created_at: "2026-11-01T09:00:00Z",
    updated_at: "2026-11-01T09:00:00Z",
    care_instructions: "Hand wash cold or machine wash on a gentle cycle. Hang to dry in the shade; iron on low.",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  },
  {
    id: "prod-one-piece-prayer-dress",
    title: "One-Piece Prayer Dress",
    slug: "one-piece-prayer-dress",
    sku: "DH-PR-001",
    description: "A full-length prayer dress with an attached head covering, in soft, opaque jersey. Slips on in seconds and folds small into its matching pouch.",
    price: 550,
    images: [
      "/media/samples/one-piece-prayer-dress.svg"
    ],
    category_id: "cat-prayer-wear",
    shop_type: "clothing",
    tags: [],
    stock: {
      "Gray:L": 6,
      "Gray:M": 7,
      "Pink:L": 5,
      "Pink:M": 6,
      "White:L": 7,
      "White:M": 8
    },
    colors: [
      {
        name: "White",
        hex: "#F4F1EA"
      },
      {
        name: "Gray",
        hex: "#8E8E93"
      },
      {
        name: "Pink",
        hex: "#E8A7B8"
      }
    ],
    sizes: [
      "M",
      "L"
    ],
    is_featured: true,
    created_at: "2026-11-01T08:00:00Z",
    updated_at: "2026-11-01T08:00:00Z",
    care_instructions: "Hand wash cold or machine wash on a gentle cycle. Hang to dry in the shade; iron on low.",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  },
  {
    id: "prod-rechargeable-stand-fan-16",
    title: "Rechargeable Stand Fan 16\"",
    slug: "rechargeable-stand-fan-16",
    sku: "DH-AP-003",
    description: "A 16-inch stand fan with a built-in battery that keeps it turning through a power cut. Adjustable height, quiet motor and a soft LED night light.",
    price: 1450,
    images: [
      "/media/samples/rechargeable-stand-fan.svg"
    ],
    category_id: "acc-cat-cooling-fans",
    shop_type: "accessories",
    tags: [],
    stock: {
      default: 6
    },
    colors: [],
    sizes: [],
    is_featured: true,
    created_at: "2026-11-01T07:00:00Z",
    updated_at: "2026-11-01T07:00:00Z",
    brand: "Breeze Line",
    model: "SF-16R",
    specifications: "16-inch blades; up to 8 hours on battery; 3 speeds and oscillation; LED light; USB charging port; 220–240 V",
    warranty: "1 year",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  },
  {
    id: "prod-classic-open-front-abaya",
    title: "Classic Open-Front Abaya",
    slug: "classic-open-front-abaya",
    sku: "DH-AB-001",
    description: "Our everyday abaya in matte crepe: an open front, wide sleeves and a gentle A-line that moves with you. Wear it over anything, from work to the mosque.",
    price: 950,
    images: [
      "/media/samples/classic-open-front-abaya.svg"
    ],
    category_id: "cat-abayas",
    shop_type: "clothing",
    tags: [],
    stock: {
      "Black:L": 5,
      "Black:M": 6,
      "Black:S": 7,
      "Black:XL": 4,
      "Navy:L": 4,
      "Navy:M": 5,
      "Navy:S": 6,
      "Navy:XL": 3
    },
    colors: [
      {
        name: "Black",
        hex: "#1C1C1E"
      },
      {
        name: "Navy",
        hex: "#1F2A44"
      }
    ],
    sizes: [
      "S",
      "M",
      "L",
      "XL"
    ],
    is_featured: false,
    created_at: "2026-11-01T06:00:00Z",
    updated_at: "2026-11-01T06:00:00Z",
    care_instructions: "Hand wash cold or machine wash on a gentle cycle. Hang to dry in the shade; iron on low.",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  },
  {
    id: "prod-linen-shirt-dress",
    title: "Linen Shirt Dress",
    slug: "linen-shirt-dress",
    sku: "DH-DR-002",
    description: "A buttoned linen-blend shirt dress with a collar, long sleeves and a self-tie belt. Relaxed, modest and cool on the warmest days.",
    price: 650,
    images: [
      "/media/samples/linen-shirt-dress.svg"
    ],
    category_id: "cat-dresses",
    shop_type: "clothing",
    tags: [],
    stock: {
      "Green:L": 2,
      "Green:M": 3,
      "Green:S": 4,
      "Green:XL": 1,
      "White:L": 3,
      "White:M": 4,
      "White:S": 5,
      "White:XL": 2
    },
    colors: [
      {
        name: "White",
        hex: "#F4F1EA"
      },
      {
        name: "Green",
        hex: "#3E7C6E"
      }
    ],
    sizes: [
      "S",
      "M",
      "L",
      "XL"
    ],
    is_featured: false,
    created_at: "2026-11-01T05:00:00Z",
    updated_at: "2026-11-01T05:00:00Z",
    care_instructions: "Hand wash cold or machine wash on a gentle cycle. Hang to dry in the shade; iron on low.",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  },
  {
    id: "prod-everyday-jersey-hijab",
    title: "Everyday Jersey Hijab",
    slug: "everyday-jersey-hijab",
    sku: "DH-HJ-001",
    description: "Stretchy, breathable jersey that stays put without pins. M is 70 × 180 cm, L is 90 × 200 cm.",
    price: 250,
    images: [
      "/media/samples/everyday-jersey-hijab.svg"
    ],
    category_id: "cat-hijabs-shawls",
    shop_type: "clothing",
    tags: [],
    stock: {
      "Beige:L": 10,
      "Beige:M": 11,
      "Black:L": 11,
      "Black:M": 12,
      "Gray:L": 8,
      "Gray:M": 9,
      "Navy:L": 7,
      "Navy:M": 8,
      "Pink:L": 9,
      "Pink:M": 10,
      "White:L": 6,
      "White:M": 7
    },
    colors: [
      {
        name: "Black",
        hex: "#1C1C1E"
      },
      {
        name: "Beige",
        hex: "#D9C3A5"
      },
      {
        name: "Pink",
        hex: "#E8A7B8"
      },
      {
        name: "Gray",
        hex: "#8E8E93"
      },
      {
        name: "Navy",
        hex: "#1F2A44"
      },
      {
        name: "White",
        hex: "#F4F1EA"
      }
    ],
    sizes: [
      "M",
      "L"
    ],
    is_featured: false,
    created_at: "2026-11-01T04:00:00Z",
    updated_at: "2026-11-01T04:00:00Z",
    care_instructions: "Hand wash cold or machine wash on a gentle cycle. Hang to dry in the shade; iron on low.",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  },
  {
    id: "prod-everyday-long-tunic",
    title: "Everyday Long Tunic",
    slug: "everyday-long-tunic",
    sku: "DH-TU-001",
    description: "A knee-length cotton tunic with side slits, a short button placket and gold trim at the cuffs. Pairs with trousers or a maxi skirt.",
    price: 420,
    images: [
      "/media/samples/everyday-long-tunic.svg"
    ],
    category_id: "cat-tunics-tops",
    shop_type: "clothing",
    tags: [],
    stock: {
      "Burgundy:L": 1,
      "Burgundy:M": 2,
      "Burgundy:S": 3,
      "Burgundy:XL": 0,
      "Burgundy:XS": 4,
      "Burgundy:XXL": 0,
      "Navy:L": 3,
      "Navy:M": 4,
      "Navy:S": 5,
      "Navy:XL": 2,
      "Navy:XS": 6,
      "Navy:XXL": 1,
      "White:L": 2,
      "White:M": 3,
      "White:S": 4,
      "White:XL": 1,
      "White:XS": 5,
      "White:XXL": 0
    },
    colors: [
      {
        name: "Navy",
        hex: "#1F2A44"
      },
      {
        name: "White",
        hex: "#F4F1EA"
      },
      {
        name: "Burgundy",
        hex: "#6D1A36"
      }
    ],
    sizes: [
      "XS",
      "S",
      "M",
      "L",
      "XL",
      "XXL"
    ],
    is_featured: false,
    created_at: "2026-11-01T03:00:00Z",
    updated_at: "2026-11-01T03:00:00Z",
    care_instructions: "Hand wash cold or machine wash on a gentle cycle. Hang to dry in the shade; iron on low.",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  },
  {
    id: "prod-pleated-maxi-skirt",
    title: "Pleated Maxi Skirt",
    slug: "pleated-maxi-skirt",
    sku: "DH-SK-001",
    description: "A fully lined, ankle-length skirt with soft knife pleats and a comfortable elastic waistband. Opaque and swishy.",
    price: 480,
    images: [
      "/media/samples/pleated-maxi-skirt.svg"
    ],
    category_id: "cat-skirts-pants",
    shop_type: "clothing",
    tags: [],
    stock: {
      "Beige:L": 3,
      "Beige:M": 4,
      "Beige:S": 5,
      "Black:L": 4,
      "Black:M": 5,
      "Black:S": 6,
      "Gray:L": 2,
      "Gray:M": 3,
      "Gray:S": 4
    },
    colors: [
      {
        name: "Black",
        hex: "#1C1C1E"
      },
      {
        name: "Beige",
        hex: "#D9C3A5"
      },
      {
        name: "Gray",
        hex: "#8E8E93"
      }
    ],
    sizes: [
      "S",
      "M",
      "L"
    ],
    is_featured: false,
    created_at: "2026-11-01T02:00:00Z",
    updated_at: "2026-11-01T02:00:00Z",
    care_instructions: "Hand wash cold or machine wash on a gentle cycle. Hang to dry in the shade; iron on low.",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  },
  {
    id: "prod-power-blender-600-w",
    title: "Power Blender 600 W",
    slug: "power-blender-600-w",
    sku: "DH-AP-002",
    description: "A sturdy countertop blender for smoothies, curry pastes and mas huni. A heavy glass jar, stainless-steel blades and a pulse button.",
    price: 1150,
    images: [
      "/media/samples/power-blender.svg"
    ],
    category_id: "acc-cat-kitchen-appliances",
    shop_type: "accessories",
    tags: [],
    stock: {
      default: 8
    },
    colors: [],
    sizes: [],
    is_featured: false,
    created_at: "2026-11-01T01:00:00Z",
    updated_at: "2026-11-01T01:00:00Z",
    brand: "Kooli Home",
    model: "BL-600",
    specifications: "600 W; 1.5 litre glass jar; 3 speeds and pulse; stainless-steel blades; 220–240 V",
    warranty: "1 year",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  },
  {
    id: "prod-electric-rice-cooker-18-l",
    title: "Electric Rice Cooker 1.8 L",
    slug: "electric-rice-cooker-18-l",
    sku: "DH-AP-001",
    description: "Cooks up to ten cups of rice and keeps it warm until dinner. A non-stick inner pot and a steaming tray for fish and vegetables.",
    price: 690,
    images: [
      "/media/samples/electric-rice-cooker.svg"
    ],
    category_id: "acc-cat-kitchen-appliances",
    shop_type: "accessories",
    tags: [],
    stock: {
      default: 12
    },
    colors: [],
    sizes: [],
    is_featured: false,
    created_at: "2026-11-01T00:00:00Z",
    updated_at: "2026-11-01T00:00:00Z",
    brand: "Kooli Home",
    model: "RC-18D",
    specifications: "1.8 litre non-stick pot; 700 W; cook and keep-warm modes; steaming tray; 220–240 V",
    warranty: "1 year",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  },
  {
    id: "prod-steam-iron-2200-w",
    title: "Steam Iron 2200 W",
    slug: "steam-iron-2200-w",
    sku: "DH-AP-004",
    description: "A fast-heating steam iron with a smooth ceramic soleplate that glides over chiffon and cotton alike. Vertical steam for hanging abayas.",
    price: 480,
    images: [
      "/media/samples/steam-iron.svg"
    ],
    category_id: "acc-cat-laundry-ironing",
    shop_type: "accessories",
    tags: [],
    stock: {
      default: 15
    },
    colors: [],
    sizes: [],
    is_featured: false,
    created_at: "2026-10-31T23:00:00Z",
    updated_at: "2026-10-31T23:00:00Z",
    brand: "Pressa",
    model: "SI-2200",
    specifications: "2200 W; ceramic soleplate; vertical steam; anti-drip; 300 ml tank",
    warranty: "2 years",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  },
  {
    id: "prod-ionic-hair-dryer-1800-w",
    title: "Ionic Hair Dryer 1800 W",
    slug: "ionic-hair-dryer-1800-w",
    sku: "DH-AP-005",
    description: "A light, quiet dryer with ionic care against frizz in the sea air. Three heat and two speed settings, a cool shot and a concentrator nozzle.",
    price: 560,
    images: [
      "/media/samples/ionic-hair-dryer.svg"
    ],
    category_id: "acc-cat-personal-care",
    shop_type: "accessories",
    tags: [],
    stock: {
      default: 10
    },
    colors: [],
    sizes: [],
    is_featured: false,
    created_at: "2026-10-31T22:00:00Z",
    updated_at: "2026-10-31T22:00:00Z",
    brand: "Silka",
    model: "HD-1800",
    specifications: "1800 W; ionic care; 3 heat and 2 speed settings; cool shot; concentrator nozzle; hanging loop",
    warranty: "1 year",
    delivery_notes: "Delivered in Malé and Hulhumalé within 1–2 days; to other islands with the next ferry or speedboat."
  }
];
