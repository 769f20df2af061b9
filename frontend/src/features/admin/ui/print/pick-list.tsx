// The pick list printed on A4: each product in each size and colour with
// the quantity all the batch's orders take, its SKU and those orders.
import type { PickLine } from '@/features/admin/api/dispatch-api';
import { shortOrderNumber } from '@/features/admin/ui/order-display';

type PickListProps = { picks: readonly PickLine[]; title: string; orderCount: number };

export function PickList({ picks, title, orderCount }: PickListProps) {
  const units = picks.reduce((sum, pick) => sum + pick.quantity, 0);
  return (
    <div className="text-[10pt]">
      <h1 className="text-[16pt] font-bold">Pick list</h1>
      <p className="mb-3">
        {title} · {orderCount === 1 ? '1 order' : `${String(orderCount)} orders`} · {String(units)} items
      </p>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b-2 border-black text-left">
            <th scope="col" className="py-1 pr-2">Qty</th>
            <th scope="col" className="py-1 pr-2">Product</th>
            <th scope="col" className="py-1 pr-2">Size</th>
            <th scope="col" className="py-1 pr-2">Colour</th>
            <th scope="col" className="py-1 pr-2">SKU</th>
            <th scope="col" className="py-1">Orders</th>
          </tr>
        </thead>
        <tbody>
          {picks.map((pick) => (
            <tr key={`${pick.sku}|${pick.product_id}|${pick.size}|${pick.color}|${pick.title}`} className="break-inside-avoid border-b border-[#999999] align-top">
              <td className="py-1 pr-2 text-[12pt] font-bold tabular-nums">{pick.quantity}</td>
              <td className="py-1 pr-2">{pick.title}</td>
              <td className="py-1 pr-2">{pick.size === '' ? '—' : pick.size}</td>
              <td className="py-1 pr-2">{pick.color === '' ? '—' : pick.color}</td>
              <td className="py-1 pr-2 font-mono">{pick.sku}</td>
              <td className="py-1 font-mono text-[8pt]">{pick.orders.map(shortOrderNumber).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
