// GET /categories as the admin reads it (docs/openapi.yaml): live, never from
// a saved copy or the built-in catalogue. The Categories part edits the list;
// the Products part offers it in the product form. Both read this one
// endpoint, so a change made in one shows in the other.
import { answerOf, LIVE } from '@/api/answers';
import { baseApi } from '@/api/base-api';
import { categorySchema, type Category } from '@/api/catalog';
import { array } from '@/lib/json-shape';

/** The tag of the admin's category list: every category change invalidates it. */
export const CATEGORY_LIST = { type: 'Category', id: 'LIST' } as const;

export const adminCategoryListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCategories: build.query<Category[], void>({
      extraOptions: LIVE,
      queryFn: answerOf(array(categorySchema), () => '/categories'),
      providesTags: [CATEGORY_LIST],
    }),
  }),
});

export const { useGetAdminCategoriesQuery } = adminCategoryListApi;
