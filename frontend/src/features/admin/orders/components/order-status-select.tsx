// The status dropdown of an order (spec section 4): any status may be chosen
// directly; the choice is saved at once by whoever renders it.
import type { OrderStatus } from '@/api/orders';
import { compactSelectClass } from '@/features/admin/ui/form-controls';
import { orderStatusOptions } from '@/features/admin/ui/order-display';
import { Options } from '@/ui/options';
import { useT } from '@/i18n/use-t';

type OrderStatusSelectProps = {
  value: OrderStatus;
  onChange: (status: OrderStatus) => void;
  /** The name screen readers hear, such as "Status of order M5D4RUO0-7KQ2". */
  label: string;
  id?: string;
};

export function OrderStatusSelect({ value, onChange, label, id }: OrderStatusSelectProps) {
  const options = orderStatusOptions(useT());
  return (
    <select
      id={id}
      aria-label={id === undefined ? label : undefined}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value);
        if (chosen !== undefined && chosen.value !== value) {
          onChange(chosen.value);
        }
      }}
      className={compactSelectClass}
    >
      <Options choices={options} />
    </select>
  );
}
