// What the browser prints: a document put straight under <body>, hidden on
// screen, with its own page size. In print the app itself is hidden
// (index.css, `.print-sheet`), so the admin's frame never reaches paper.
import { createPortal } from 'react-dom';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { directionOfLocale } from '@/features/admin/ui/admin-intl';

type PrintSheetProps = {
  /** The CSS page size and margin: "A4", "A5", "A6". */
  size: 'A4' | 'A5' | 'A6';
  margin: string;
  /** What the document is, for tests and people reading the page source. */
  kind: string;
  children: ReactNode;
};

/** The document is in the admin's language, right to left in Dhivehi. */
export function PrintSheet({ size, margin, kind, children }: PrintSheetProps) {
  const { locale } = useIntl();
  // CSS, not a text of the page.
  const pageRule = `@page { size: ${size}; margin: ${margin}; }`;
  return createPortal(
    <div lang={locale} dir={directionOfLocale(locale)} className="print-sheet bg-white text-black" data-print={kind}>
      <style>{pageRule}</style>
      {children}
    </div>,
    document.body,
  );
}
