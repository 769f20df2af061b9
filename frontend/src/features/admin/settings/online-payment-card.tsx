// "Online payment" (its own card in Settings, decision 204): Bank of
// Maldives Connect's application id and API key, the environment they belong
// to and the hold time. The key is written here but never read back: the
// server answers only its last four characters, and an empty field keeps it.
// The rules are the server's; its field messages land on the fields.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';

import { errorMessage } from '@/api/error-message';
import { serverFieldMessagesOf } from '@/api/errors';
import {
  type PaymentSettings,
  type PaymentSettingsInput,
  useGetPaymentSettingsQuery,
  useSavePaymentSettingsMutation,
} from '@/features/admin/api/payments-admin-api';
import { BusyButton, inputClass, InputField, primaryButtonClass } from '@/features/admin/ui/form-controls';
import { englishT } from '@/features/admin/ui/admin-intl';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';
import { Notice } from '@/ui/notice';
import { cardClass } from '@/features/admin/settings/form-field';

const WEBHOOK_PATH = '/api/payments/webhook';

type Values = Omit<PaymentSettingsInput, 'hold_minutes'> & { hold_minutes: string };

function valuesOf(s: PaymentSettings): Values {
  return {
    enabled: s.enabled,
    application_id: s.application_id,
    api_key: '',
    environment: s.environment,
    hold_minutes: String(s.hold_minutes),
  };
}

export const ONLINE_PAYMENT_SAVED = englishT('adminSettings.paySaved');

export function OnlinePaymentCard() {
  const t = useT();
  const say = useServerWords();
  const { data: saved, error: loadError } = useGetPaymentSettingsQuery();
  const [save, { isLoading }] = useSavePaymentSettingsMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const form = useForm<Values>({
    defaultValues: { enabled: false, application_id: '', api_key: '', environment: 'testing', hold_minutes: '60' },
  });
  const { reset, register, handleSubmit, setError } = form;
  useEffect(() => {
    if (saved !== undefined) {
      reset(valuesOf(saved));
    }
  }, [saved, reset]);

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const next = await save({ ...values, hold_minutes: Number(values.hold_minutes) }).unwrap();
      reset(valuesOf(next));
      setOutcome({ tone: 'success', message: t('adminSettings.paySaved') });
    } catch (error) {
      for (const [path, message] of Object.entries(serverFieldMessagesOf(error, say))) {
        if (path === 'application_id' || path === 'api_key' || path === 'environment' || path === 'hold_minutes') {
          setError(path, { message });
        }
      }
      setOutcome({ tone: 'error', message: errorMessage(error, undefined, { say }) });
    }
  });

  const hint = saved?.api_key_hint ?? '';
  return (
    <section
      aria-labelledby="online-payment-heading"
      className={cardClass}
    >
      <h2 id="online-payment-heading" className="font-display text-xl font-semibold text-ink-900">
        {t('adminSettings.payTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        <FormattedMessage
          id="adminSettings.payIntro"
          values={{
            path: (
              <code dir="ltr" className="font-mono text-xs">
                {saved?.webhook_path ?? WEBHOOK_PATH}
              </code>
            ),
          }}
        />
      </p>
      {loadError === undefined ? null : <Notice tone="error">{errorMessage(loadError, undefined, { say })}</Notice>}
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4" aria-label={t('adminSettings.payTitle')}>
        <label className="flex items-center gap-3 text-sm font-medium text-ink-800">
          <input type="checkbox" className="h-4 w-4 accent-ocean-700" {...register('enabled')} />
          {t('adminSettings.payEnabled')}
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField form={form} name="application_id" id="payment-app-id" label={t('adminSettings.payAppId')} autoComplete="off" />
          <InputField
            form={form}
            name="api_key"
            id="payment-api-key"
            label={t('adminSettings.payApiKey')}
            type="password"
            autoComplete="new-password"
            hint={hint === '' ? t('adminSettings.payApiKeyHint') : t('adminSettings.payApiKeySaved', { last: hint.slice(-4) })}
          />
          <div>
            <label htmlFor="payment-environment" className="block text-sm font-medium text-ink-800">
              {t('adminSettings.payEnvironment')}
            </label>
            <select id="payment-environment" className={`${inputClass} mt-1`} {...register('environment')}>
              <option value="testing">{t('adminSettings.payTesting')}</option>
              <option value="production">{t('adminSettings.payProduction')}</option>
            </select>
          </div>
          <InputField
            form={form}
            name="hold_minutes"
            id="payment-hold"
            label={t('adminSettings.payHold')}
            type="number"
            inputMode="numeric"
            min={10}
            max={1440}
            hint={t('adminSettings.payHoldHint')}
          />
        </div>
        {outcome !== null ? <Notice tone={outcome.tone}>{outcome.message}</Notice> : null}
        <BusyButton busy={isLoading} busyLabel={t('adminSettings.saving')} className={`${primaryButtonClass} w-full sm:w-auto`}>
          {t('adminSettings.paySave')}
        </BusyButton>
      </form>
    </section>
  );
}
