// The admin's Appliances section (spec section 2): the appliances shop's
// products, with their brand.
import { ApplianceForm } from '@/features/admin/products/components/appliance-form';
import { ProductsScreen, type ShopTexts } from '@/features/admin/products/components/products-screen';

export const APPLIANCE_TEXTS: ShopTexts = {
  shopType: 'accessories',
  addLabel: 'adminProducts.addAppliance',
  newTitle: 'adminProducts.newItem',
  editTitle: 'adminProducts.editItem',
  confirmDelete: 'adminProducts.confirmDeleteAppliance',
  empty: 'adminProducts.noAppliances',
  emptyButton: 'adminProducts.addFirstAppliance',
  added: 'adminProducts.applianceAdded',
  saved: 'adminProducts.applianceSaved',
  deleted: 'adminProducts.applianceDeleted',
  count: 'adminProducts.applianceCount',
  pages: 'adminProducts.appliancePages',
  showBrand: true,
};

export default function AppliancesSection() {
  return <ProductsScreen texts={APPLIANCE_TEXTS} Form={ApplianceForm} />;
}
