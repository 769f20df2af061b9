// While an admin form holds unsaved edits, leaving it asks first: reloading
// or closing the tab (the browser's own question), following a link out of
// the admin, choosing another section or logging out, and closing a form's
// modal. Every admin form calls useUnsavedChanges(isDirty); the shell and the
// screens that open forms in a modal hold a scope that asks before leaving.
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker, type BlockerFunction } from 'react-router';

import { englishT } from '@/features/admin/ui/admin-intl';
import { leavesWithoutAsking } from '@/features/admin/ui/admin-navigation';

const LEAVE_UNSAVED_ID = 'admin.leaveUnsaved';

/** The question in English (the admin asks it in its language). */
export const LEAVE_UNSAVED_QUESTION = englishT(LEAVE_UNSAVED_ID);

/** A form (by its id) says whether it holds unsaved edits. */
type Report = (form: string, unsaved: boolean) => void;

const UnsavedChangesContext = createContext<Report>(() => undefined);

/** Provided by a scope (useUnsavedChangesScope) to the forms below it. */
export const UnsavedChangesProvider = UnsavedChangesContext;

/** Called by every admin form with whether it holds unsaved edits (react-hook-form's isDirty, or its own). */
export function useUnsavedChanges(unsaved: boolean): void {
  const report = useContext(UnsavedChangesContext);
  const form = useId();
  useEffect(() => {
    report(form, unsaved);
    return () => {
      report(form, false);
    };
  }, [report, form, unsaved]);

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

export type UnsavedChangesScope = {
  /** The value for UnsavedChangesProvider around the forms of the scope. */
  report: Report;
  /** Whether a form of the scope holds unsaved edits. */
  hasUnsaved: () => boolean;
  /** True when no form of the scope holds edits, or the admin agrees to drop them. */
  mayLeave: () => boolean;
};

/**
 * Collects what the forms below it report, and passes it on to the scope
 * around it (a product form's modal inside the shell), so both ask.
 */
export function useUnsavedChangesScope(): UnsavedChangesScope {
  const outer = useContext(UnsavedChangesContext);
  const unsavedForms = useRef(new Set<string>());
  const report = useCallback<Report>(
    (form, unsaved) => {
      if (unsaved) {
        unsavedForms.current.add(form);
      } else {
        unsavedForms.current.delete(form);
      }
      outer(form, unsaved);
    },
    [outer],
  );
  const hasUnsaved = useCallback(() => unsavedForms.current.size > 0, []);
  const intl = useIntl();
  const mayLeave = useCallback(
    () => !hasUnsaved() || window.confirm(intl.formatMessage({ id: LEAVE_UNSAVED_ID })),
    [hasUnsaved, intl],
  );
  return useMemo(() => ({ report, hasUnsaved, mayLeave }), [report, hasUnsaved, mayLeave]);
}

/**
 * The shell's scope: it also asks before the address changes to another
 * page (another section, an item closed or opened, a link out of the admin),
 * unless what is left was just saved or already agreed to be dropped.
 */
export function useAdminLeaveGuard(): UnsavedChangesScope {
  const scope = useUnsavedChangesScope();
  const { hasUnsaved } = scope;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      hasUnsaved() && currentLocation.pathname !== nextLocation.pathname && !leavesWithoutAsking(nextLocation),
    [hasUnsaved],
  );
  const blocker = useBlocker(shouldBlock);
  const intl = useIntl();
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      return;
    }
    if (window.confirm(intl.formatMessage({ id: LEAVE_UNSAVED_ID }))) {
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, intl]);
  return scope;
}
