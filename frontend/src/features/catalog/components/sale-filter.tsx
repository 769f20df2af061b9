// The listing's "Sale" filter: only the products with a sale in force
// (`?sale=1`, decision 211).
import { useT } from '@/i18n/use-t';

type SaleFilterProps = {
  checked: boolean;
  onChange: (sale: boolean) => void;
};

export function SaleFilter({ checked, onChange }: SaleFilterProps) {
  const t = useT();
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-1 text-[0.9375rem] font-semibold text-rose-700 hover:bg-sand-100">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
        className="h-[1.125rem] w-[1.125rem] shrink-0 accent-rose-700"
      />
      {t('catalog.sale')}
    </label>
  );
}
