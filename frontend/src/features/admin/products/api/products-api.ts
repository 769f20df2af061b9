// The admin's product calls (docs/openapi.yaml: GET /products, POST /products,
// PUT /products/{id}, DELETE /products/{id}, POST /uploads purpose=image; the
// categories the form offers come from features/admin/api). Unlike the shop's
// reads in catalog.ts, nothing here answers from a saved copy or the built-in
// catalogue: the owner must see what the server holds, or a failure.
//
// Every save invalidates the Product tag, so the shop's own product queries
// (catalog.ts) fetch again and show the change.
import { answerOf, LIVE } from '@/api/answers';
import { baseApi } from '@/api/base-api';
import {
  parseProductPage,
  productSchema,
  type Product,
  type ProductColor,
  type ProductPage,
  type ShopType,
} from '@/api/catalog';
import { listPageAnswerOf, pageTags } from '@/features/admin/api/list-page';

/** The spec's page size of the admin product tables (section 9). */
export const ADMIN_PRODUCTS_PER_PAGE = 20;

const PRODUCT_LIST = { type: 'Product', id: 'LIST' } as const;

export type AdminProductsQuery = { shopType: ShopType; page: number };

/**
 * The body of POST /products and PUT /products/{id} (the spec's payload,
 * section 7; docs/openapi.yaml#/components/schemas/ProductInput). price is
 * MVR. slug and created_at are sent as the spec's form sends them; the server
 * makes the stored slug itself and keeps both on edit. version is the one the
 * form loaded (PUT only): the server refuses a stale one with 409.
 */
export type ProductInput = {
  title: string;
  slug: string;
  sku: string;
  description: string;
  /** The owner's Dhivehi title and description; "" for none. */
  title_dv?: string;
  description_dv?: string;
  price: number;
  images: string[];
  category_id: string;
  shop_type: ShopType;
  tags: string[];
  stock: Record<string, number>;
  colors: ProductColor[];
  sizes: string[];
  is_featured: boolean;
  brand?: string;
  model?: string;
  specifications?: string;
  warranty?: string;
  care_instructions?: string;
  delivery_notes?: string;
  /** The sale: MVR, RFC 3339 times with their offset ('' open), '' or one variant; null takes it off. */
  sale?: { price: number; starts_at: string; ends_at: string; variant: string } | null;
  created_at?: string;
  version?: number;
};

/** The admin's query string of GET /products: one shop, newest first, 20 a page. */
export function adminProductParams({ shopType, page }: AdminProductsQuery) {
  return { shop_type: shopType, sort: 'newest', page, per_page: ADMIN_PRODUCTS_PER_PAGE };
}

export const adminProductsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<ProductPage, AdminProductsQuery>({
      extraOptions: LIVE,
      queryFn: listPageAnswerOf('/products', adminProductParams, parseProductPage, { session: false }),
      providesTags: pageTags('Product', (product: Product) => product.id),
    }),
    getAdminProduct: build.query<Product, string>({
      extraOptions: LIVE,
      queryFn: answerOf(productSchema, (id) => `/products/${encodeURIComponent(id)}`),
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
    }),
    createAdminProduct: build.mutation<Product, ProductInput>({
      extraOptions: LIVE,
      // A new product has no version yet: the server starts one.
      queryFn: answerOf(productSchema, (input) => ({ url: '/products', method: 'POST', body: { ...input, version: undefined } })),
      invalidatesTags: (_result, error) => (error === undefined ? [PRODUCT_LIST] : []),
    }),
    updateAdminProduct: build.mutation<Product, { id: string; input: ProductInput }>({
      extraOptions: LIVE,
      queryFn: answerOf(productSchema, ({ id, input }) => ({ url: `/products/${encodeURIComponent(id)}`, method: 'PUT', body: input })),
      // A 409 means the product changed meanwhile: every copy of it is stale too.
      invalidatesTags: (_result, error, { id }) =>
        error === undefined || error.status === 409
          ? [PRODUCT_LIST, { type: 'Product', id }]
          : [],
    }),
    deleteAdminProduct: build.mutation<null, string>({
      extraOptions: LIVE,
      queryFn: async (id, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: `/products/${encodeURIComponent(id)}`, method: 'DELETE' });
        return result.error === undefined ? { data: null } : { error: result.error };
      },
      invalidatesTags: (_result, error, id) => (error === undefined ? [PRODUCT_LIST, { type: 'Product', id }] : []),
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useCreateAdminProductMutation,
  useUpdateAdminProductMutation,
  useDeleteAdminProductMutation,
} = adminProductsApi;
