// The owner's words in Dhivehi (decisions 229 and 235): the banner's, the
// hero's and the footer's twins, and the first-visit popup's and the
// tailoring guide's, each under the English it stands for. Blank shows the
// English (for the popup and the guide, the app's own Dhivehi). Saved on
// their own, so the settings form above keeps what is typed in it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import type { AdminSettings } from '@/features/admin/api/admin-settings-api';
import {
  dhivehiWordsFrom,
  dhivehiWordsSchema,
  TWINS,
  withDhivehiWords,
  type DhivehiWordsValues,
  type Twin,
} from '@/features/admin/settings/dhivehi-words';
import { FormSection, settingId } from '@/features/admin/settings/form-field';
import { useDhivehiSave } from '@/features/admin/settings/hooks/use-dhivehi-save';
import { FailureNotice, type Failure } from '@/features/admin/ui/failure-notice';
import { BusyButton, InputField, primaryButtonClass } from '@/features/admin/ui/form-controls';
import { useDismissAfter } from '@/features/admin/ui/use-dismiss-after';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';
import { Notice } from '@/ui/notice';

const SAVED_MS = 2000;

function hintOf(twin: Twin, settings: AdminSettings, t: ReturnType<typeof useT>): string {
  const english = twin.english(settings).trim();
  if (twin.appId !== undefined) {
    return t('adminSettings.dvAppTextHint', { text: english });
  }
  return english === '' ? t('adminSettings.dvNoEnglish') : t('adminSettings.dvEnglishHint', { text: english });
}

export function DhivehiWordsCard({ settings }: { settings: AdminSettings }) {
  const t = useT();
  const say = useServerWords();
  const form = useForm<DhivehiWordsValues>({
    resolver: zodResolver(dhivehiWordsSchema((code, text, params) => say({ code, text, params }))),
    defaultValues: dhivehiWordsFrom(settings.dhivehi),
  });
  const { save, saving } = useDhivehiSave(settings);
  const [saved, setSaved] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  useDismissAfter(saved === 0 ? null : saved, SAVED_MS, () => {
    setSaved(0);
  });

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const result = await save(withDhivehiWords(settings.dhivehi, values));
      if (result.ok) {
        form.reset(values);
        setSaved((count) => count + 1);
        return;
      }
      const details: string[] = [];
      for (const [path, message] of Object.entries(result.fields)) {
        const twin = TWINS.find(({ key }) => path === `dhivehi.${key}`);
        if (twin === undefined) {
          details.push(message);
        } else {
          form.setError(twin.key, { message });
        }
      }
      setFailure({ message: result.message, details });
    },
    () => {
      setSaved(0);
      setFailure({ message: t('adminSettings.checkFields'), details: [] });
    },
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('adminSettings.dvWordsForm')}>
      <FormSection legend={t('adminSettings.dvWordsTitle')} description={t('adminSettings.dvWordsIntro')}>
        {TWINS.map((twin) => (
          <InputField
            key={twin.key}
            form={form}
            name={twin.key}
            id={settingId(`dhivehi.${twin.key}`)}
            label={t(twin.label)}
            hint={hintOf(twin, settings, t)}
            rows={twin.rows}
            dir="rtl"
            lang="dv"
            className={twin.rows === undefined ? undefined : 'sm:col-span-2'}
          />
        ))}
        <div className="space-y-3 sm:col-span-2">
          {failure !== null ? <FailureNotice {...failure} /> : null}
          {saved > 0 ? <Notice tone="success">{t('adminSettings.dvWordsSaved')}</Notice> : null}
          <BusyButton busy={saving} busyLabel={t('adminSettings.saving')} className={primaryButtonClass}>
            {t('adminSettings.dvWordsSave')}
          </BusyButton>
        </div>
      </FormSection>
    </form>
  );
}
