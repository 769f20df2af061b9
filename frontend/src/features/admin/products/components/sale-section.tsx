// The product editor's "Sale price" section: on or off, the sale price, its
// start and end in Maldives time, and (clothing) the one variant it is for.
// Problems are said under their field; the server says the same.
import type { SaleField, SaleValues } from '@/features/admin/products/sale-form';
import { FormSection } from '@/features/admin/products/components/form-controls';
import { inputClass } from '@/features/admin/ui/form-controls';
import { useT } from '@/i18n/use-t';

type SaleSectionProps = {
  id: string;
  values: SaleValues;
  onChange: (values: SaleValues) => void;
  problems: Partial<Record<SaleField, string>>;
  /** The variants it may be limited to; none for an appliance. */
  variants: readonly string[];
};

export function SaleSection({ id, values, onChange, problems, variants }: SaleSectionProps) {
  const t = useT();
  const set = (change: Partial<SaleValues>) => {
    onChange({ ...values, ...change });
  };
  const field = (name: SaleField, label: string, input: React.ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-ink-800">
        {label}
      </label>
      {input}
      {problems[name] === undefined ? null : (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-rose-700">
          {problems[name]}
        </p>
      )}
    </div>
  );
  const described = (name: SaleField) => (problems[name] === undefined ? {} : { 'aria-describedby': `${id}-${name}-error`, 'aria-invalid': true });
  return (
    <FormSection id={id} title={t('adminProducts.salePrice')}>
      <label className="flex items-center gap-3 text-sm font-medium text-ink-800">
        <input
          type="checkbox"
          checked={values.on}
          onChange={(event) => {
            set({ on: event.target.checked });
          }}
          className="h-4 w-4 accent-ocean-700"
        />
        {t('adminProducts.putOnSale')}
      </label>
      {values.on ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {field(
            'price',
            t('adminProducts.salePriceMvr'),
            <input id={`${id}-price`} type="number" inputMode="decimal" min={0} step={0.01} value={values.price}
              onChange={(event) => { set({ price: event.target.value }); }} className={inputClass} {...described('price')} />,
          )}
          {variants.length === 0 ? null : (
            <div>
              <label htmlFor={`${id}-variant`} className="mb-1 block text-sm font-medium text-ink-800">
                {t('adminProducts.saleFor')}
              </label>
              <select id={`${id}-variant`} value={values.variant} onChange={(event) => { set({ variant: event.target.value }); }} className={inputClass}>
                <option value="">{t('adminProducts.saleEveryVariant')}</option>
                {variants.map((variant) => (
                  <option key={variant} value={variant}>
                    {t('adminProducts.saleVariantOnly', { variant: variant.split(':').join(' / ') })}
                  </option>
                ))}
              </select>
            </div>
          )}
          {field(
            'startsAt',
            t('adminProducts.saleStarts'),
            <input id={`${id}-startsAt`} type="datetime-local" value={values.startsAt}
              onChange={(event) => { set({ startsAt: event.target.value }); }} className={inputClass} />,
          )}
          {field(
            'endsAt',
            t('adminProducts.saleEnds'),
            <input id={`${id}-endsAt`} type="datetime-local" value={values.endsAt}
              onChange={(event) => { set({ endsAt: event.target.value }); }} className={inputClass} {...described('endsAt')} />,
          )}
        </div>
      ) : null}
    </FormSection>
  );
}
