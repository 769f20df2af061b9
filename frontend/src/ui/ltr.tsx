// Text that reads left to right wherever it stands: a number, a price in
// MVR, a phone or order number, a SKU, a measurement. Inside Thaana (right
// to left) it keeps its own order and does not reorder what is around it.
import type { ReactNode } from 'react';

type LtrProps = {
  children: ReactNode;
  className?: string;
};

export function Ltr({ children, className }: LtrProps) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
