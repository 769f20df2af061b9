// What both product forms do around their fields: the pictures (uploaded
// while the form is open), the unsaved-changes guard, and the save itself
// (create or update, then hand the saved product back).
import {
  useCreateAdminProductMutation,
  useUpdateAdminProductMutation,
  type ProductInput,
} from '@/features/admin/products/api/products-api';
import type { Product } from '@/api/catalog';
import { useProductImages } from '@/features/admin/products/use-product-images';
import { useUnsavedChanges } from '@/features/admin/ui/unsaved-changes';

export function useProductSave(product: Product | null, onSaved: (product: Product) => void, formDirty: boolean) {
  const images = useProductImages(product?.images ?? []);
  useUnsavedChanges(formDirty || images.changed);
  const [createProduct] = useCreateAdminProductMutation();
  const [updateProduct] = useUpdateAdminProductMutation();

  /** The pictures' addresses, in the order the owner arranged them. */
  const imageUrls = () => images.images.map((image) => image.url);

  /** Creates or updates the product; throws what the server refused. */
  const save = async (input: ProductInput) => {
    const saved =
      product === null ? await createProduct(input).unwrap() : await updateProduct({ id: product.id, input }).unwrap();
    onSaved(saved);
  };

  return { images, imageUrls, save };
}
