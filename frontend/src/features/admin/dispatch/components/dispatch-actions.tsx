// What the owner does with the batch: print its pick list, packing slips
// (A4, A5 or A6) and labels, and mark it shipped.
import { useId, useState } from 'react';

import { SLIP_SIZES, type SlipSize } from '@/features/admin/ui/print/print-job';
import { compactSelectClass, primaryButtonClass, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { Options } from '@/ui/options';

type DispatchActionsProps = {
  count: number;
  busy: boolean;
  onPickList: () => void;
  onSlips: (size: SlipSize) => void;
  onLabels: () => void;
  onShip: () => void;
};

export function DispatchActions({ count, busy, onPickList, onSlips, onLabels, onShip }: DispatchActionsProps) {
  const [size, setSize] = useState<SlipSize>('A5');
  const sizeId = useId();
  const none = count === 0;
  return (
    <div role="group" aria-label="The batch" className="flex flex-wrap items-center gap-2">
      <button type="button" disabled={none} onClick={onPickList} className={secondaryButtonClass}>
        Print pick list
      </button>
      <div className="flex items-center gap-2">
        <button
          type="button"
          disabled={none}
          onClick={() => {
            onSlips(size);
          }}
          className={secondaryButtonClass}
        >
          Print packing slips
        </button>
        <label htmlFor={sizeId} className="sr-only">
          Packing slip paper size
        </label>
        <div className="w-20">
          <select
            id={sizeId}
            value={size}
            onChange={(event) => {
              setSize(SLIP_SIZES.find((s) => s === event.target.value) ?? 'A5');
            }}
            className={compactSelectClass}
          >
            <Options choices={SLIP_SIZES} />
          </select>
        </div>
      </div>
      <button type="button" disabled={none} onClick={onLabels} className={secondaryButtonClass}>
        Print labels
      </button>
      <button type="button" disabled={none || busy} onClick={onShip} className={primaryButtonClass}>
        {busy ? 'Marking shipped…' : `Mark ${count === 1 ? '1 order' : `${String(count)} orders`} shipped`}
      </button>
    </div>
  );
}
