// "Change password" (its own card below the settings): the admin's current
// password and a new one, typed twice; PUT /auth/password. The server signs
// every other device out; this one stays signed in. The rules are the server's.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { errorMessage } from '@/api/error-message';
import { serverFieldsOf } from '@/features/admin/api/admin-settings-api';
import { useChangePasswordMutation } from '@/features/admin/settings/api/settings-api';
import { BusyButton, InputField, primaryButtonClass } from '@/features/admin/ui/form-controls';
import { useUnsavedChanges } from '@/features/admin/ui/unsaved-changes';
import { Notice } from '@/ui/notice';

export const PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  tooShort: 'New password must be at least 8 characters',
  tooLong: 'New password must be at most 72 bytes',
  same: 'New password must differ from the current one',
  mismatch: 'Passwords do not match',
  changed: 'Password changed. Other devices have been signed out.',
  fixFields: 'Please fix the highlighted fields.',
  failed: 'Could not change the password. Please try again.',
  unreachable: 'Could not reach the server. Please try again.',
} as const;

/** bcrypt reads at most 72 bytes, so the server refuses longer passwords. */
const MAX_PASSWORD_BYTES = 72;
const MIN_PASSWORD_LENGTH = 8;

const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, PASSWORD_MESSAGES.currentRequired),
    newPassword: z
      .string()
      .refine((value) => Array.from(value).length >= MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort)
      .refine((value) => new TextEncoder().encode(value).length <= MAX_PASSWORD_BYTES, PASSWORD_MESSAGES.tooLong),
    confirmPassword: z.string(),
  })
  .superRefine((values, context) => {
    if (values.newPassword !== '' && values.newPassword === values.currentPassword) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_MESSAGES.same });
    }
    if (values.confirmPassword !== values.newPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch });
    }
  });

type PasswordValues = z.infer<typeof passwordSchema>;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: EMPTY });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isDirty },
  } = form;
  useUnsavedChanges(isDirty);

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      reset(EMPTY);
      setOutcome({ tone: 'success', message: PASSWORD_MESSAGES.changed });
    } catch (error) {
      let focus = true;
      for (const [path, message] of Object.entries(serverFieldsOf(error))) {
        if (path === 'currentPassword' || path === 'newPassword') {
          setError(path, { message }, { shouldFocus: focus });
          focus = false;
        }
      }
      setOutcome({ tone: 'error', message: errorMessage(error, PASSWORD_MESSAGES.failed) });
    }
  });

  return (
    <section
      aria-labelledby="change-password-heading"
      className="rounded-2xl border border-ink-200 bg-white p-5 shadow-[0_4px_20px_rgba(10,57,65,0.04)] md:p-6"
    >
      <h2 id="change-password-heading" className="font-display text-xl font-semibold text-ink-900">
        Change password
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        The admin password. Every other device signed in to the admin is signed out.
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4" aria-label="Change password">
        {/* Lets password managers tie the new password to this site's admin. */}
        <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            form={form}
            name="currentPassword"
            id="password-current"
            label="Current password"
            type="password"
            autoComplete="current-password"
            className="sm:col-span-2 sm:max-w-sm"
          />
          <InputField
            form={form}
            name="newPassword"
            id="password-new"
            label="New password"
            hint="At least 8 characters."
            type="password"
            autoComplete="new-password"
          />
          <InputField
            form={form}
            name="confirmPassword"
            id="password-confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
          />
        </div>
        {outcome !== null ? <Notice tone={outcome.tone}>{outcome.message}</Notice> : null}
        <BusyButton busy={isLoading} busyLabel="Changing..." className={`${primaryButtonClass} w-full sm:w-auto`}>
          Change password
        </BusyButton>
      </form>
    </section>
  );
}
