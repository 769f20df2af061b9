// A number, an amount, a phone, an order number or a SKU inside text that may
// run right to left (Dhivehi): it keeps its own left-to-right order.
import type { ReactNode } from 'react';

export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
