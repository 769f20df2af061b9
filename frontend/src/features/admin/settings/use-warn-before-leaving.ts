// While a form holds unsaved edits, leaving the page (reload, closing the tab,
// typing another address) asks first, with the browser's own question; so
// does choosing another admin section (through the shell).
import { useEffect } from 'react';

import { useReportUnsavedChanges } from '@/features/admin/ui/unsaved-changes';

export function useWarnBeforeLeaving(unsaved: boolean): void {
  useReportUnsavedChanges(unsaved);
  useEffect(() => {
    if (!unsaved) {
      return undefined;
    }
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [unsaved]);
}
