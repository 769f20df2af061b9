// The built-in catalogue (DESIGN.md, "The browser app's modes"; spec section 4,
// "Backend availability"): the server's sample data (docs/decisions/014), with
// the same ids, so an order placed from it still prices on the server. Shown
// only when the API cannot be reached and the browser has no saved copy; it is
// its own chunk, loaded only then. The unit tests serve it as the fake server's
// catalogue. Products are newest first, as GET /products lists them.
//
// The data is sample-catalog.json, written by `go tool task gen:sample` from
// backend/internal/catalog/sampledata (a Go test fails while it is out of
// date); this module only gives it the API's types.
import type { Category, Product } from '@/api/catalog';
import sample from '@/api/sample-catalog.json';

// TypeScript reads the JSON as one literal type a product (a stock key it
// lacks is "undefined"), so the lists are given the API's types as a whole.
const catalogue = sample as unknown as { categories: Category[]; products: Product[] };

export const SAMPLE_CATEGORIES: Category[] = catalogue.categories;

export const SAMPLE_PRODUCTS: Product[] = catalogue.products;
