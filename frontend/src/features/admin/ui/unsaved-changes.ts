// Lets a section tell the admin shell it holds unsaved edits, so switching to
// another section (or logging out) asks first instead of dropping them.
import { createContext, useContext, useEffect } from 'react';

export const LEAVE_UNSAVED_QUESTION = 'You have unsaved changes. Leave without saving?';

/** Set by the shell: sections report whether they hold unsaved edits. */
export const UnsavedChangesContext = createContext<(unsaved: boolean) => void>(() => undefined);

export function useReportUnsavedChanges(unsaved: boolean): void {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report(unsaved);
    return () => {
      report(false);
    };
  }, [report, unsaved]);
}
