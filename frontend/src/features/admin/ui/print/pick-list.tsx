// The pick list printed on A4: each product in each size and colour with
// the quantity all the batch's orders take, its SKU and those orders.
import type { PickLine } from '@/features/admin/api/dispatch-api';
import { shortOrderNumber } from '@/features/admin/ui/order-display';
import { useT } from '@/i18n/use-t';

type PickListProps = { picks: readonly PickLine[]; title: string; orderCount: number };

export function PickList({ picks, title, orderCount }: PickListProps) {
  const t = useT();
  const units = picks.reduce((sum, pick) => sum + pick.quantity, 0);
  return (
    <div className="text-[10pt]">
      <h1 className="text-[16pt] font-bold">{t('admin.pickList')}</h1>
      <p className="mb-3">{t('admin.pickListSummary', { title, orders: orderCount, units })}</p>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b-2 border-black text-start">
            <th scope="col" className="py-1 pe-2">{t('admin.qty')}</th>
            <th scope="col" className="py-1 pe-2">{t('admin.product')}</th>
            <th scope="col" className="py-1 pe-2">{t('admin.size')}</th>
            <th scope="col" className="py-1 pe-2">{t('admin.colour')}</th>
            <th scope="col" className="py-1 pe-2">{t('admin.sku')}</th>
            <th scope="col" className="py-1">{t('admin.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {picks.map((pick) => (
            <tr key={`${pick.sku}|${pick.product_id}|${pick.size}|${pick.color}|${pick.title}`} className="break-inside-avoid border-b border-[#999999] align-top">
              <td className="py-1 pe-2 text-[12pt] font-bold tabular-nums">{pick.quantity}</td>
              <td className="py-1 pe-2">{pick.title}</td>
              <td className="py-1 pe-2">{pick.size === '' ? t('admin.noValue') : pick.size}</td>
              <td className="py-1 pe-2">{pick.color === '' ? t('admin.noValue') : pick.color}</td>
              <td className="py-1 pe-2 font-mono">
                <bdi dir="ltr">{pick.sku}</bdi>
              </td>
              <td dir="ltr" className="py-1 text-start font-mono text-[8pt]">
                {pick.orders.map(shortOrderNumber).join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
