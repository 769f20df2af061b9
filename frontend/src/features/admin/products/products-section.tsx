// The admin's Products section (spec section 2): the clothing shop's products.
import { ClothingProductForm } from '@/features/admin/products/components/clothing-product-form';
import { ProductsScreen, type ShopTexts } from '@/features/admin/products/components/products-screen';

export const CLOTHING_TEXTS: ShopTexts = {
  shopType: 'clothing',
  addLabel: 'Add Product',
  newTitle: 'Add New Product',
  editTitle: 'Edit Product',
  confirmDelete: 'Are you sure you want to delete this product?',
  empty: 'No products found. Start by adding your first product!',
  emptyButton: 'Add First Product',
  showBrand: false,
  noun: 'Product',
};

export default function ProductsSection() {
  return <ProductsScreen texts={CLOTHING_TEXTS} Form={ClothingProductForm} />;
}
