// Address labels on A4 sheets of 14 (2 × 7, 99 × 38 mm, the common label
// sheet): name, phone, island, atoll, order number and its QR code.
import type { Order } from '@/api/orders';
import { Ltr } from '@/features/admin/ui/ltr';
import { QrCode } from '@/features/admin/ui/print/qr-code';

/** Labels on one A4 sheet. */
export const LABELS_PER_SHEET = 14;

function sheetsOf<T>(items: readonly T[]): T[][] {
  const sheets: T[][] = [];
  for (let start = 0; start < items.length; start += LABELS_PER_SHEET) {
    sheets.push(items.slice(start, start + LABELS_PER_SHEET));
  }
  return sheets;
}

export function LabelSheets({ orders }: { orders: readonly Order[] }) {
  return (
    <>
      {sheetsOf(orders).map((sheet) => (
        <div
          key={sheet[0]?.order_number}
          className="sheet-page grid grid-cols-[99.1mm_99.1mm] grid-rows-[repeat(7,38.1mm)] gap-x-[2.5mm] px-[4.65mm] pt-[15.15mm]"
        >
          {sheet.map((order) => (
            <div
              key={order.order_number}
              data-testid="address-label"
              className="flex items-center gap-[3mm] overflow-hidden px-[4mm] py-[2mm] text-[9pt] leading-tight"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-[11pt] font-bold">{order.customer.name}</p>
                <p>
                  <Ltr>{order.customer.phone}</Ltr>
                </p>
                <p className="truncate font-semibold">{order.customer.address.island}</p>
                <p className="truncate">{order.customer.address.atoll}</p>
                <p className="mt-[1mm] font-mono text-[8pt]">
                  <Ltr>{order.order_number}</Ltr>
                </p>
              </div>
              <QrCode text={order.order_number} className="h-[30mm] w-[30mm] shrink-0" />
            </div>
          ))}
        </div>
      ))}
    </>
  );
}
