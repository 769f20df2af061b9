// The product editor's sale, kept beside the react-hook-form values of the
// clothing and appliance forms (both show the same section).
import { useState } from 'react';

import type { Product } from '@/api/catalog';
import { saleProblems, saleValuesFor, type SaleValues } from '@/features/admin/products/sale-form';
import { useT } from '@/i18n/use-t';

export function useSale(product: Product | null, priceText: string) {
  const t = useT();
  const [values, onChange] = useState<SaleValues>(() => saleValuesFor(product));
  const problems = saleProblems(values, priceText, t);
  return { values, onChange, problems, ok: Object.keys(problems).length === 0 };
}
