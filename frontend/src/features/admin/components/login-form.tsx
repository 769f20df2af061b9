// The admin login screen (spec section 2 "Admin area", section 5 "Admin
// login"): one password field; the server checks the password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { httpStatusOf, serverMessageOf } from '@/api/errors';
import { useLoginMutation } from '@/features/admin/api/auth-api';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';
import { BusyButton } from '@/features/admin/ui/form-controls';
import { useT } from '@/i18n/use-t';
import { LockIcon } from '@/ui/icons';

const loginSchema = z.object({
  password: z.string().min(1, 'admin.passwordRequired'),
});
type LoginValues = z.infer<typeof loginSchema>;

/** Ids of the admin's catalogue. */
export const INCORRECT_PASSWORD = 'admin.incorrectPassword';
export const SERVER_UNREACHABLE = 'admin.serverUnreachable';
const TOO_MANY_ATTEMPTS = 'admin.tooManyAttempts';

/** What the admin is told when the server refuses or cannot be asked. */
export function loginErrorMessage(error: unknown, t: Translate = englishT): string {
  switch (httpStatusOf(error)) {
    case 401:
      return t(INCORRECT_PASSWORD);
    case 429:
      return serverMessageOf(error) ?? t(TOO_MANY_ATTEMPTS);
    case 422:
      return serverMessageOf(error) ?? t('admin.passwordRequired');
    default:
      return t(SERVER_UNREACHABLE);
  }
}

export function LoginForm() {
  const t = useT();
  const [login] = useLoginMutation();
  const passwordId = useId();
  const passwordErrorId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      // On success the session turns authenticated and the admin replaces this screen.
      await login(values).unwrap();
    } catch (error) {
      setError('root.server', { message: loginErrorMessage(error, t) });
      setFocus('password', { shouldSelect: true });
    }
  });

  const fieldError = errors.password?.message;
  const serverError = errors.root?.server?.message;

  return (
    <div className="flex flex-1 items-center justify-center bg-sand-100 px-4 py-12 md:py-20">
      <div className="w-full max-w-sm rounded-2xl border border-ink-200 bg-white p-6 shadow-[0_12px_40px_rgba(10,57,65,0.08)] sm:p-8">
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
          <LockIcon className="h-6 w-6" />
        </span>
        <h1 className="mt-4 text-center font-display text-2xl font-semibold tracking-tight text-ink-900">
          {t('admin.loginTitle')}
        </h1>
        <p className="mt-1.5 text-center text-sm text-ink-600">{t('admin.loginIntro')}</p>

        <form noValidate onSubmit={(event) => void submit(event)} className="mt-6">
          {serverError !== undefined ? (
            <p
              role="alert"
              className="mb-4 rounded-lg border border-rose-300 bg-rose-50 px-3.5 py-2.5 text-sm font-medium text-rose-700"
            >
              {serverError}
            </p>
          ) : null}

          <label htmlFor={passwordId} className="block text-sm font-semibold text-ink-800">
            {t('admin.password')}
          </label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            aria-invalid={fieldError !== undefined}
            aria-describedby={fieldError !== undefined ? passwordErrorId : undefined}
            {...register('password')}
            className={`mt-1.5 h-11 w-full rounded-lg border bg-white px-3.5 text-base text-ink-900 transition-colors focus:border-ocean-600 ${
              fieldError !== undefined ? 'border-rose-600' : 'border-ink-300'
            }`}
          />
          {fieldError !== undefined ? (
            <p id={passwordErrorId} className="mt-1.5 text-sm font-medium text-rose-700">
              {t(fieldError)}
            </p>
          ) : null}

          <BusyButton
            busy={isSubmitting}
            busyLabel={t('admin.loggingIn')}
            className="mt-6 h-11 w-full rounded-full bg-ocean-700 text-sm font-semibold text-white transition-colors hover:bg-ocean-800 disabled:cursor-wait disabled:bg-ocean-500"
          >
            {t('admin.login')}
          </BusyButton>
        </form>
      </div>
    </div>
  );
}
