// The clothing form's stock: a count for every colour and size, in a table
// with a colour a row and a size a column, and the total under it.
import { useWatch } from 'react-hook-form';

import { orderedSizes } from '@/features/admin/products/clothing-form';
import type { ClothingForm, ColorFields } from '@/features/admin/products/components/clothing-variants';
import { FormSection } from '@/features/admin/products/components/form-controls';
import { useT } from '@/i18n/use-t';

export function ClothingStockGrid({ form, fields, id }: { form: ClothingForm; fields: ColorFields['fields']; id: string }) {
  const t = useT();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const colors = useWatch({ control, name: 'colors' });
  const sizes = orderedSizes(useWatch({ control, name: 'sizes' }));
  const total = colors.reduce(
    (sum, color) =>
      sum +
      sizes.reduce((colorSum, size) => {
        const count = Number((color.stock[size] ?? '').trim());
        return colorSum + (Number.isInteger(count) && count > 0 ? count : 0);
      }, 0),
    0,
  );
  const stockError = (index: number, size: string): string | undefined =>
    errors.colors?.[index]?.stock?.[size]?.message;
  const firstError = colors.flatMap((_color, index) => sizes.map((size) => stockError(index, size))).find(Boolean);

  return (
    <FormSection id={id} title={t('adminProducts.stock')}>
      {sizes.length === 0 ? (
        <p className="text-sm text-ink-600">{t('adminProducts.stockHint')}</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-ink-200">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('adminProducts.stockTable')}</caption>
              <thead className="bg-sand-50">
                <tr>
                  <th scope="col" className="sticky start-0 bg-sand-50 px-3 py-2 text-start font-semibold text-ink-800">
                    {t('adminProducts.color')}
                  </th>
                  {sizes.map((size) => (
                    <th key={size} scope="col" className="px-2 py-2 text-center font-semibold text-ink-800">
                      {size}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {colors.map((color, index) => {
                  const name = color.name.trim() === '' ? t('adminProducts.colorNumber', { number: String(index + 1) }) : color.name.trim();
                  return (
                    <tr key={fields[index]?.id ?? index} data-testid="stock-row" className="border-t border-ink-200">
                      <th
                        scope="row"
                        className="sticky start-0 bg-white px-3 py-2 text-start font-medium whitespace-nowrap text-ink-900"
                      >
                        <span className="inline-flex items-center gap-2">
                          <span
                            aria-hidden="true"
                            className="h-4 w-4 shrink-0 rounded-full border border-ink-300"
                            style={{ backgroundColor: /^#[0-9A-Fa-f]{6}$/.test(color.hex.trim()) ? color.hex.trim() : 'transparent' }}
                          />
                          {name}
                        </span>
                      </th>
                      {sizes.map((size) => {
                        const error = stockError(index, size);
                        return (
                          <td key={size} className="px-1.5 py-1.5 text-center">
                            <input
                              type="number"
                              inputMode="numeric"
                              min={0}
                              step={1}
                              aria-label={t('adminProducts.cellStock', { color: name, size })}
                              aria-invalid={error !== undefined}
                              className="h-10 w-14 rounded-lg border border-ink-300 bg-white px-2 text-center text-base text-ink-900 focus:border-ocean-600 aria-invalid:border-rose-600 sm:text-sm"
                              {...register(`colors.${index}.stock.${size}`)}
                            />
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-sm text-ink-700" data-testid="stock-total">
            {t('adminProducts.totalInStock', { total: String(total) })}
          </p>
          {firstError !== undefined ? <p className="mt-1 text-sm font-medium text-rose-700">{firstError}</p> : null}
        </>
      )}
    </FormSection>
  );
}
