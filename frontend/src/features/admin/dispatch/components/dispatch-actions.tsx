// What the owner does with the batch: print its pick list, packing slips
// (A4, A5 or A6) and labels, and mark it shipped.
import { useId, useState } from 'react';

import { SLIP_SIZES, type SlipSize } from '@/features/admin/ui/print/print-job';
import { compactSelectClass, primaryButtonClass, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { Options } from '@/ui/options';
import { useT } from '@/i18n/use-t';

type DispatchActionsProps = {
  count: number;
  busy: boolean;
  onPickList: () => void;
  onSlips: (size: SlipSize) => void;
  onLabels: () => void;
  onShip: () => void;
};

export function DispatchActions({ count, busy, onPickList, onSlips, onLabels, onShip }: DispatchActionsProps) {
  const t = useT();
  const [size, setSize] = useState<SlipSize>('A5');
  const sizeId = useId();
  const none = count === 0;
  return (
    <div role="group" aria-label={t('adminDispatch.theBatch')} className="flex flex-wrap items-center gap-2">
      <button type="button" disabled={none} onClick={onPickList} className={secondaryButtonClass}>
        {t('adminDispatch.printPickList')}
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
          {t('adminDispatch.printSlips')}
        </button>
        <label htmlFor={sizeId} className="sr-only">
          {t('adminDispatch.paperSize')}
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
        {t('adminDispatch.printLabels')}
      </button>
      <button type="button" disabled={none || busy} onClick={onShip} className={primaryButtonClass}>
        {busy ? t('adminDispatch.markingShipped') : t('adminDispatch.markShipped', { count })}
      </button>
    </div>
  );
}
