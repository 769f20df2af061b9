// The owner's corrections of the app's Dhivehi texts (settings.dhivehi.
// overrides, decision 229): find a text by its id or its words, read the
// app's English and Dhivehi, and save a correction that shows on every
// Dhivehi page in place of the app's, or remove it. The card says why:
// translations need a native reader's eye.
import { useId, useState } from 'react';

import type { AdminSettings } from '@/features/admin/api/admin-settings-api';
import { CorrectionEditor } from '@/features/admin/settings/components/correction-editor';
import { findTexts, MAX_CORRECTIONS, withCorrection } from '@/features/admin/settings/dhivehi-corrections';
import { dhivehiWordsFrom } from '@/features/admin/settings/dhivehi-words';
import { useAppTexts } from '@/features/admin/settings/hooks/use-app-texts';
import { useDhivehiSave } from '@/features/admin/settings/hooks/use-dhivehi-save';
import { inputClass } from '@/features/admin/ui/form-controls';
import { useT } from '@/i18n/use-t';
import { cardClass } from '@/features/admin/settings/form-field';

export function DhivehiCorrectionsCard({ settings }: { settings: AdminSettings }) {
  const t = useT();
  const titleId = useId();
  const searchId = useId();
  const texts = useAppTexts();
  const { save, saving } = useDhivehiSave(settings);
  // The corrections as last saved here, ahead of the settings read again.
  const [corrections, setCorrections] = useState<Record<string, string>>(() => ({ ...settings.dhivehi?.overrides }));
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);

  const found = texts === null ? null : findTexts(texts.english, texts.dhivehi, corrections, query);
  const chosenText =
    chosen === null || texts === null
      ? null
      : { id: chosen, english: texts.english[chosen] ?? '', dhivehi: texts.dhivehi[chosen] ?? '', correction: corrections[chosen] ?? '' };

  const saveCorrection = async (id: string, text: string | null) => {
    const next = withCorrection(corrections, id, text);
    const result = await save({ ...dhivehiWordsFrom(settings.dhivehi), overrides: next });
    if (result.ok) {
      setCorrections(next);
    }
    return result;
  };

  return (
    <section
      aria-labelledby={titleId}
      className={`space-y-4 ${cardClass}`}
    >
      <h2 id={titleId} className="font-display text-xl font-semibold text-ink-900">
        {t('adminSettings.dvCorrectionsTitle')}
      </h2>
      <p className="text-sm text-ink-700">{t('adminSettings.dvCorrectionsIntro')}</p>
      <p className="text-sm text-ink-600">
        {t('adminSettings.dvCorrectionsCount', { count: Object.keys(corrections).length, max: MAX_CORRECTIONS })}
      </p>
      <div>
        <label htmlFor={searchId} className="block text-sm font-semibold text-ink-800">
          {t('adminSettings.dvFindText')}
        </label>
        <span id={`${searchId}-hint`} className="block text-xs text-ink-600">
          {t('adminSettings.dvFindTextHint')}
        </span>
        <input
          id={searchId}
          type="search"
          aria-describedby={`${searchId}-hint`}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
          className={`mt-1.5 ${inputClass}`}
        />
      </div>
      {found === null ? (
        <p role="status" className="text-sm text-ink-600">
          {t('adminSettings.dvTextsLoading')}
        </p>
      ) : (
        <>
          {found.total === 0 ? (
            <p className="text-sm text-ink-600">
              {query.trim() === '' ? t('adminSettings.dvNoCorrections') : t('adminSettings.dvNoMatch')}
            </p>
          ) : (
            <ul aria-label={t('adminSettings.dvMatches')} className="divide-y divide-ink-100 rounded-xl border border-ink-200">
              {found.matches.map((text) => (
                <li key={text.id}>
                  <button
                    type="button"
                    aria-label={t(text.correction === '' ? 'adminSettings.dvMatchName' : 'adminSettings.dvMatchNameCorrected', {
                      id: text.id,
                      text: text.english === '' ? text.dhivehi : text.english,
                    })}
                    aria-pressed={chosen === text.id}
                    onClick={() => {
                      setChosen(text.id);
                    }}
                    className="block w-full px-3 py-2 text-start text-sm hover:bg-sand-50"
                  >
                    <span dir="ltr" className="block font-mono text-xs text-ink-600">
                      {text.id}
                      {text.correction !== '' ? (
                        <span className="ms-2 rounded bg-ocean-50 px-1.5 font-sans font-semibold text-ocean-800">
                          {t('adminSettings.dvCorrected')}
                        </span>
                      ) : null}
                    </span>
                    <span lang="en" dir="ltr" className="block text-ink-800">
                      {text.english}
                    </span>
                    <span lang="dv" dir="rtl" className="block text-ink-900">
                      {text.correction === '' ? text.dhivehi : text.correction}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {found.total > found.matches.length ? (
            <p className="text-xs text-ink-600">
              {t('adminSettings.dvMoreMatches', { shown: found.matches.length, total: found.total })}
            </p>
          ) : null}
        </>
      )}
      {chosenText !== null ? (
        <CorrectionEditor
          key={chosenText.id}
          text={chosenText}
          saving={saving}
          onSave={(text) => saveCorrection(chosenText.id, text)}
          onClose={() => {
            setChosen(null);
          }}
        />
      ) : null}
    </section>
  );
}
