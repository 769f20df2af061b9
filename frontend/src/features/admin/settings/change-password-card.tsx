// "Change password" (its own card below the settings): the admin's current
// password and a new one, typed twice; PUT /auth/password. The server signs
// every other device out; this one stays signed in. The rules are the server's.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { errorMessage } from '@/api/error-message';
import { serverFieldMessagesOf } from '@/api/errors';
import { useChangePasswordMutation } from '@/features/admin/settings/api/settings-api';
import { BusyButton, InputField, primaryButtonClass } from '@/features/admin/ui/form-controls';
import { useUnsavedChanges } from '@/features/admin/ui/unsaved-changes';
import type { Translate } from '@/i18n/english';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';
import { Notice } from '@/ui/notice';
import { cardClass } from '@/features/admin/settings/form-field';

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

const passwordSchemaIn = (t: Translate) =>
  z
    .object({
      currentPassword: z.string().min(1, t('adminSettings.pwCurrentRequired')),
      newPassword: z
        .string()
        .refine((value) => Array.from(value).length >= MIN_PASSWORD_LENGTH, t('adminSettings.pwTooShort'))
        .refine((value) => new TextEncoder().encode(value).length <= MAX_PASSWORD_BYTES, t('adminSettings.pwTooLong')),
      confirmPassword: z.string(),
    })
    .superRefine((values, context) => {
      if (values.newPassword !== '' && values.newPassword === values.currentPassword) {
        context.addIssue({ code: 'custom', path: ['newPassword'], message: t('adminSettings.pwSame') });
      }
      if (values.confirmPassword !== values.newPassword) {
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: t('adminSettings.pwMismatch') });
      }
    });

type PasswordValues = z.infer<ReturnType<typeof passwordSchemaIn>>;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const t = useT();
  const say = useServerWords();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordSchemaIn(t)), defaultValues: EMPTY });
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
      setOutcome({ tone: 'success', message: t('adminSettings.pwChanged') });
    } catch (error) {
      let focus = true;
      for (const [path, message] of Object.entries(serverFieldMessagesOf(error, say))) {
        if (path === 'currentPassword' || path === 'newPassword') {
          setError(path, { message }, { shouldFocus: focus });
          focus = false;
        }
      }
      setOutcome({ tone: 'error', message: errorMessage(error, t('adminSettings.pwFailed'), { say }) });
    }
  });

  return (
    <section
      aria-labelledby="change-password-heading"
      className={cardClass}
    >
      <h2 id="change-password-heading" className="font-display text-xl font-semibold text-ink-900">
        {t('adminSettings.pwTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('adminSettings.pwIntro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4" aria-label={t('adminSettings.pwTitle')}>
        {/* Lets password managers tie the new password to this site's admin. */}
        <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            form={form}
            name="currentPassword"
            id="password-current"
            label={t('adminSettings.pwCurrent')}
            type="password"
            autoComplete="current-password"
            className="sm:col-span-2 sm:max-w-sm"
          />
          <InputField
            form={form}
            name="newPassword"
            id="password-new"
            label={t('adminSettings.pwNew')}
            hint={t('adminSettings.pwNewHint')}
            type="password"
            autoComplete="new-password"
          />
          <InputField
            form={form}
            name="confirmPassword"
            id="password-confirm"
            label={t('adminSettings.pwConfirm')}
            type="password"
            autoComplete="new-password"
          />
        </div>
        {outcome !== null ? <Notice tone={outcome.tone}>{outcome.message}</Notice> : null}
        <BusyButton busy={isLoading} busyLabel={t('adminSettings.pwChanging')} className={`${primaryButtonClass} w-full sm:w-auto`}>
          {t('adminSettings.pwTitle')}
        </BusyButton>
      </form>
    </section>
  );
}
