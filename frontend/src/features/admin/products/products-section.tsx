// The admin's Products section (spec section 2): the clothing shop's products.
import { ClothingProductForm } from '@/features/admin/products/components/clothing-product-form';
import { ProductsScreen, type ShopTexts } from '@/features/admin/products/components/products-screen';

export const CLOTHING_TEXTS: ShopTexts = {
  shopType: 'clothing',
  addLabel: 'adminProducts.addProduct',
  newTitle: 'adminProducts.newProduct',
  editTitle: 'adminProducts.editProduct',
  confirmDelete: 'adminProducts.confirmDeleteProduct',
  empty: 'adminProducts.noProducts',
  emptyButton: 'adminProducts.addFirstProduct',
  added: 'adminProducts.productAdded',
  saved: 'adminProducts.productSaved',
  deleted: 'adminProducts.productDeleted',
  count: 'adminProducts.productCount',
  pages: 'adminProducts.productPages',
  showBrand: false,
};

export default function ProductsSection() {
  return <ProductsScreen texts={CLOTHING_TEXTS} Form={ClothingProductForm} />;
}
