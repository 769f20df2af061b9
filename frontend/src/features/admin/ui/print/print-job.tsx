// Printing a document of dispatch day from any admin screen: the chosen
// document is put in a print sheet and the browser's print dialog opens.
// The sheet stays until another is printed, so printing again (or to PDF)
// gives the same pages.
import { useEffect, useState } from 'react';

import type { PickLine } from '@/features/admin/api/dispatch-api';
import { LabelSheets } from '@/features/admin/ui/print/label-sheet';
import { PackingSlip, type SlipOrder } from '@/features/admin/ui/print/packing-slip';
import { PickList } from '@/features/admin/ui/print/pick-list';
import { PrintSheet } from '@/features/admin/ui/print/print-sheet';

export const SLIP_SIZES = ['A4', 'A5', 'A6'] as const;
export type SlipSize = (typeof SLIP_SIZES)[number];

export type PrintJob =
  | { kind: 'pick-list'; picks: readonly PickLine[]; title: string; orderCount: number }
  | { kind: 'slips'; orders: readonly SlipOrder[]; size: SlipSize }
  | { kind: 'labels'; orders: readonly SlipOrder[] };

function PrintDocument({ job }: { job: PrintJob }) {
  switch (job.kind) {
    case 'pick-list':
      return (
        <PrintSheet size="A4" margin="12mm" kind="pick-list">
          <PickList picks={job.picks} title={job.title} orderCount={job.orderCount} />
        </PrintSheet>
      );
    case 'slips':
      return (
        <PrintSheet size={job.size} margin={job.size === 'A6' ? '5mm' : '10mm'} kind={`slips-${job.size}`}>
          {job.orders.map((order) => (
            <div key={order.order_number} className="sheet-page">
              <PackingSlip order={order} />
            </div>
          ))}
        </PrintSheet>
      );
    case 'labels':
      return (
        <PrintSheet size="A4" margin="0" kind="labels">
          <LabelSheets orders={job.orders} />
        </PrintSheet>
      );
  }
}

export function usePrintJob() {
  const [job, setJob] = useState<PrintJob | null>(null);
  // Each job is a new object: printing the same document again opens the dialog again.
  useEffect(() => {
    if (job !== null) {
      window.print();
    }
  }, [job]);
  return {
    print: setJob,
    sheet: job === null ? null : <PrintDocument job={job} />,
  };
}
