// The admin's category changes (docs/openapi.yaml: POST /categories, PUT
// /categories/{id}, PUT /categories/order, DELETE /categories/{id}; pictures
// go up with uploadFile), on top of the list the product forms read too
// (GET /categories, features/admin/api/admin-categories-api.ts). Unlike the
// shop's reads in catalog.ts, nothing here answers from a saved copy or the
// built-in catalogue: the owner must see what the server holds, or a failure.
//
// Every change invalidates the Category tag, so the shop's own category
// queries (catalog.ts) fetch again and show it.
import { answerOf, LIVE } from '@/api/answers';
import { categorySchema, type Category, type ShopType } from '@/api/catalog';
import { adminCategoryListApi, CATEGORY_LIST } from '@/features/admin/api/admin-categories-api';

/**
 * The body of POST /categories and PUT /categories/{id} (the spec's payload,
 * section 7). The server derives the stored slug itself (unique, kept on
 * edit) and puts a new category last; a PUT without position keeps it.
 */
export type CategoryInput = {
  name: string;
  /** The owner's Dhivehi name; "" for none. */
  name_dv?: string;
  slug: string;
  image_url: string | null;
  parent_id: string | null;
  shop_type: ShopType;
  position?: number;
};

/** One category's place in PUT /categories/order. */
export type Placement = { id: string; position: number };

// The list itself (getAdminCategories) is shared with the product form:
// features/admin/api/admin-categories-api.ts.
export const adminCategoriesApi = adminCategoryListApi.injectEndpoints({
  endpoints: (build) => ({
    createCategory: build.mutation<Category, CategoryInput>({
      extraOptions: LIVE,
      queryFn: answerOf(categorySchema, (input) => ({ url: '/categories', method: 'POST', body: input })),
      invalidatesTags: (_result, error) => (error === undefined ? [CATEGORY_LIST] : []),
    }),
    updateCategory: build.mutation<Category, { id: string; input: CategoryInput }>({
      extraOptions: LIVE,
      queryFn: answerOf(categorySchema, ({ id, input }) => ({ url: `/categories/${encodeURIComponent(id)}`, method: 'PUT', body: input })),
      invalidatesTags: (_result, error) => (error === undefined ? [CATEGORY_LIST] : []),
    }),
    deleteCategory: build.mutation<null, string>({
      extraOptions: LIVE,
      query: (id) => ({ url: `/categories/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // A refusal (409: still in use) may mean the list is stale: read it again.
      invalidatesTags: [CATEGORY_LIST],
    }),
    /**
     * Saves a drag: every listed category's new position in one request. The
     * list shows the new order at once and goes back to the saved one when
     * the server refuses or cannot be reached.
     */
    reorderCategories: build.mutation<null, Placement[]>({
      extraOptions: LIVE,
      query: (placements) => ({ url: '/categories/order', method: 'PUT', body: placements }),
      onQueryStarted: async (placements, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          adminCategoriesApi.util.updateQueryData('getAdminCategories', undefined, (draft) => {
            const positions = new Map(placements.map((placement) => [placement.id, placement.position]));
            for (const category of draft) {
              category.position = positions.get(category.id) ?? category.position;
            }
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      // Read again either way: after a refusal the saved order may differ
      // from what this tab last saw (another tab, a deleted category).
      invalidatesTags: [CATEGORY_LIST],
    }),
  }),
});

export const {
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useReorderCategoriesMutation,
} = adminCategoriesApi;
