// One text of the app with the owner's correction: its English and the
// app's Dhivehi to read from, the correction to write, save or remove. A
// correction the app could not use is not sent; one the server refuses
// shows the server's words.
import { useId, useState } from 'react';

import type { DhivehiSaveResult } from '@/features/admin/settings/hooks/use-dhivehi-save';
import { correctionProblem, type AppText } from '@/features/admin/settings/dhivehi-corrections';
import { textareaClass, primaryButtonClass, secondaryButtonClass, dangerButtonClass } from '@/features/admin/ui/form-controls';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';
import { Notice } from '@/ui/notice';

type CorrectionEditorProps = {
  text: AppText;
  saving: boolean;
  /** Saves the correction (null removes it); the server's answer, its refusal in the page's words. */
  onSave: (correction: string | null) => Promise<DhivehiSaveResult>;
  onClose: () => void;
};

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** The server's words for this correction: its field's message, else the whole answer's. */
function refusal(result: Exclude<DhivehiSaveResult, { ok: true }>, id: string): string {
  return result.fields[`dhivehi.overrides.${id}`] ?? result.fields['dhivehi.overrides'] ?? result.message;
}

export function CorrectionEditor({ text, saving, onSave, onClose }: CorrectionEditorProps) {
  const t = useT();
  const say = useServerWords();
  const inputId = useId();
  const [typed, setTyped] = useState(text.correction === '' ? text.dhivehi : text.correction);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = async (correction: string | null) => {
    setOutcome(null);
    if (correction !== null) {
      const problem = correctionProblem(correction, t, (code, text, params) => say({ code, text, params }));
      if (problem !== null) {
        setOutcome({ tone: 'error', message: problem });
        return;
      }
    }
    const result = await onSave(correction);
    if (!result.ok) {
      setOutcome({ tone: 'error', message: refusal(result, text.id) });
    } else if (correction === null) {
      setTyped(text.dhivehi);
      setOutcome({ tone: 'success', message: t('adminSettings.dvCorrectionRemoved') });
    } else {
      setOutcome({ tone: 'success', message: t('adminSettings.dvCorrectionSaved') });
    }
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3 rounded-xl border border-ocean-200 bg-sand-50 p-4">
      <h3 id={`${inputId}-title`} className="font-mono text-sm font-semibold text-ink-900" dir="ltr">
        {text.id}
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-ink-600">{t('adminSettings.dvEnglish')}</dt>
        <dd lang="en" dir="ltr" className="text-ink-900">
          {text.english === '' ? t('adminSettings.dvNoEnglishText') : text.english}
        </dd>
        <dt className="text-ink-600">{t('adminSettings.dvAppDhivehi')}</dt>
        <dd lang="dv" dir="rtl" className="text-ink-900">
          {text.dhivehi}
        </dd>
      </dl>
      <div>
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink-800">
          {t('adminSettings.dvYourDhivehi')}
        </label>
        <span id={`${inputId}-hint`} className="block text-xs text-ink-600">
          {t('adminSettings.dvPlaceholdersHint')}
        </span>
        <textarea
          id={inputId}
          rows={3}
          dir="rtl"
          lang="dv"
          aria-describedby={`${inputId}-hint`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
          className={`mt-1.5 ${textareaClass}`}
        />
      </div>
      {outcome !== null ? <Notice tone={outcome.tone}>{outcome.message}</Notice> : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={saving} className={primaryButtonClass} onClick={() => void send(typed)}>
          {t('adminSettings.dvCorrectionSave')}
        </button>
        {text.correction !== '' ? (
          <button type="button" disabled={saving} className={dangerButtonClass} onClick={() => void send(null)}>
            {t('adminSettings.dvCorrectionRemove')}
          </button>
        ) : null}
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t('adminSettings.dvCorrectionClose')}
        </button>
      </div>
    </section>
  );
}
