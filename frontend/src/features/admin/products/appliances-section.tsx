// The admin's Appliances section (spec section 2): the appliances shop's
// products, with their brand.
import { ApplianceForm } from '@/features/admin/products/components/appliance-form';
import { ProductsScreen, type ShopTexts } from '@/features/admin/products/components/products-screen';

export const APPLIANCE_TEXTS: ShopTexts = {
  shopType: 'accessories',
  addLabel: 'Add Appliance',
  newTitle: 'Add New Item',
  editTitle: 'Edit Item',
  confirmDelete: 'Are you sure you want to delete this accessory?',
  empty: 'No appliances found. Start by adding your first appliance!',
  emptyButton: 'Add First Appliance',
  showBrand: true,
  noun: 'Appliance',
};

export default function AppliancesSection() {
  return <ProductsScreen texts={APPLIANCE_TEXTS} Form={ApplianceForm} />;
}
