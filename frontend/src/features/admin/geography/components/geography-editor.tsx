// The Geography section's editor: a card per atoll with its islands, added
// through a prompt and removed after a confirmation; nothing reaches the
// server until "Save Changes", which re-reads the settings and writes them
// back with the atolls replaced (spec section 7). With the whole country
// (about 200 islands, decision 184) a filter narrows the cards to the atolls
// and islands whose names hold what the owner types.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { useSaveAtollsMutation } from '@/features/admin/geography/api/geography-api';
import type { Atoll } from '@/api/settings';
import {
  addAtoll,
  addIsland,
  removeAtoll,
  removeIsland,
  sameAtolls,
  type AddResult,
} from '@/features/admin/geography/geography-draft';
import { GEOGRAPHY_SAVED_MS, confirmDeleteAtoll, refusalIn, saveFailure } from '@/features/admin/geography/geography-messages';
import { BusyButton, primaryButtonClass, RemoveButton, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { useUnsavedChanges } from '@/features/admin/ui/unsaved-changes';
import { FailureNotice, type Failure } from '@/features/admin/ui/failure-notice';
import { Notice } from '@/ui/notice';
import { useDismissAfter } from '@/features/admin/ui/use-dismiss-after';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';

export function GeographyEditor({ initial }: { initial: readonly Atoll[] }) {
  const t = useT();
  const say = useServerWords();
  const [saved, setSaved] = useState<readonly Atoll[]>(initial);
  const [draft, setDraft] = useState<readonly Atoll[]>(initial);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  const [savedShown, setSavedShown] = useState(false);
  const [saveAtolls, { isLoading: saving }] = useSaveAtollsMutation();
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const shown = (atoll: Atoll): readonly string[] | null => {
    if (wanted === '' || atoll.name.toLowerCase().includes(wanted)) {
      return atoll.islands;
    }
    const islands = atoll.islands.filter((island) => island.toLowerCase().includes(wanted));
    return islands.length === 0 ? null : islands;
  };
  const dirty = !sameAtolls(draft, saved);

  useDismissAfter(savedCount === 0 ? null : savedCount, GEOGRAPHY_SAVED_MS, () => {
    setSavedShown(false);
  });

  useUnsavedChanges(dirty);

  const edited = (next: readonly Atoll[]) => {
    setDraft(next);
    setRefusal(null);
    setSavedShown(false);
  };

  const applyAdd = (result: AddResult, focusId: (atolls: readonly Atoll[]) => string) => {
    if (result.kind === 'refused') {
      setRefusal(refusalIn(result.message, say));
      return;
    }
    if (result.kind === 'added') {
      edited(result.atolls);
      focusSoon(focusId(result.atolls));
    }
  };

  const onAddAtoll = () => {
    applyAdd(addAtoll(draft, window.prompt(t('adminGeography.newAtoll'))), (atolls) => atollHeadingId(atolls.length - 1));
  };

  const onAddIsland = (atollIndex: number, atollName: string) => {
    applyAdd(addIsland(draft, atollIndex, window.prompt(t('adminGeography.newIsland', { atoll: atollName }))), () =>
      addIslandButtonId(atollIndex),
    );
  };

  const onDeleteIsland = (atollIndex: number, islandIndex: number) => {
    if (!window.confirm(t('adminGeography.confirmDeleteIsland'))) {
      return;
    }
    edited(removeIsland(draft, atollIndex, islandIndex));
    focusSoon(addIslandButtonId(atollIndex));
  };

  const onDeleteAtoll = (atollIndex: number, name: string) => {
    if (!window.confirm(confirmDeleteAtoll(name, t))) {
      return;
    }
    edited(removeAtoll(draft, atollIndex));
    focusSoon(ADD_ATOLL_ID);
  };

  const onSave = async () => {
    setFailure(null);
    setRefusal(null);
    setSavedShown(false);
    try {
      const stored = await saveAtolls(draft).unwrap();
      setSaved(stored);
      setDraft(stored);
      setSavedShown(true);
      setSavedCount((count) => count + 1);
    } catch (error) {
      setFailure(saveFailure(error, draft, t, say));
    }
  };

  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-600">{t('adminGeography.intro')}</p>
      {/* Stays under the header while the owner scrolls through the atolls. */}
      <div className="sticky top-[4.0625rem] z-20 space-y-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-[0_8px_24px_rgba(10,57,65,0.08)] md:p-5">
        <div className="flex flex-wrap items-center gap-3">
          <button id={ADD_ATOLL_ID} type="button" onClick={onAddAtoll} className={secondaryButtonClass}>
            {t('adminGeography.addAtoll')}
          </button>
          <BusyButton busy={saving} busyLabel={t('adminGeography.saving')} onClick={() => void onSave()} className={primaryButtonClass}>
            {t('adminGeography.saveChanges')}
          </BusyButton>
          <p aria-live="polite" className="text-sm font-semibold text-warning-800">
            {dirty ? t('adminGeography.unsaved') : null}
          </p>
          <label className="w-full text-sm font-semibold text-ink-800 sm:ms-auto sm:w-64">
            <span className="sr-only">{t('adminGeography.find')}</span>
            <input
              type="search"
              value={filter}
              placeholder={t('adminGeography.find')}
              onChange={(event) => {
                setFilter(event.target.value);
              }}
              className="h-10 w-full rounded-full border border-ink-300 bg-white px-4 text-sm font-normal text-ink-900 placeholder:text-ink-500 focus:border-ocean-600 focus:outline-none"
            />
          </label>
        </div>
        {refusal !== null ? (
          <Notice
            tone="error"
            onDismiss={() => {
              setRefusal(null);
            }}
          >
            {refusal}
          </Notice>
        ) : null}
        {failure !== null ? <FailureNotice {...failure} /> : null}
        {savedShown ? <Notice tone="success">{t('adminGeography.saved')}</Notice> : null}
      </div>

      {draft.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-300 bg-white px-5 py-10 text-center text-sm text-ink-600">
          {t('adminGeography.noAtolls')}
        </p>
      ) : (
        <ul className="grid items-start gap-4 lg:grid-cols-2" aria-label={t('adminGeography.atolls')}>
          {draft.map((atoll, atollIndex) => {
            const islandsShown = shown(atoll);
            return islandsShown === null ? null : (
            <li
              key={atoll.name}
              data-testid="atoll-card"
              className="flex min-w-0 flex-col rounded-2xl border border-ink-200 bg-white p-5 shadow-[0_4px_20px_rgba(10,57,65,0.04)]"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2
                    id={atollHeadingId(atollIndex)}
                    tabIndex={-1}
                    className="scroll-mt-56 font-display text-lg font-semibold break-words text-ink-900"
                  >
                    {atoll.name}
                  </h2>
                  <p className="text-xs text-ink-600">
                    {t('adminGeography.islandCount', { count: atoll.islands.length, n: String(atoll.islands.length) })}
                  </p>
                </div>
                <RemoveButton
                  named={atoll.name}
                  onClick={() => {
                    onDeleteAtoll(atollIndex, atoll.name);
                  }}
                  className="-me-2 shrink-0 py-2"
                >
                  {t('adminGeography.deleteAtoll')}
                </RemoveButton>
              </div>

              {atoll.islands.length === 0 ? (
                <p className="mt-3 text-sm text-ink-600">{t('adminGeography.noIslands')}</p>
              ) : (
                <ul className="mt-3 divide-y divide-ink-100 rounded-xl border border-ink-200" aria-label={t('adminGeography.islandsOf', { atoll: atoll.name })}>
                  {islandsShown.map((island) => (
                    <li key={island} className="flex items-center justify-between gap-3 py-1 pe-1 ps-3.5">
                      <span className="min-w-0 text-sm break-words text-ink-900">{island}</span>
                      <RemoveButton
                        named={island}
                        onClick={() => {
                          onDeleteIsland(atollIndex, atoll.islands.indexOf(island));
                        }}
                        className="shrink-0 py-2"
                      >
                        {t('adminGeography.delete')}
                      </RemoveButton>
                    </li>
                  ))}
                </ul>
              )}

              <button
                id={addIslandButtonId(atollIndex)}
                type="button"
                onClick={() => {
                  onAddIsland(atollIndex, atoll.name);
                }}
                className="mt-3 scroll-mt-56 self-start rounded-full px-3 py-2 text-sm font-semibold text-ocean-700 hover:bg-ocean-50"
              >
                <FormattedMessage
                  id="adminGeography.addIslandSr"
                  values={{ atoll: atoll.name, sr: (chunks) => <span className="sr-only">{chunks}</span> }}
                />
              </button>
            </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

const ADD_ATOLL_ID = 'geography-add-atoll';
const atollHeadingId = (index: number) => `geography-atoll-${String(index)}`;
const addIslandButtonId = (index: number) => `geography-add-island-${String(index)}`;

/** Moves focus once React has drawn the change (the element may be new). */
function focusSoon(id: string): void {
  window.requestAnimationFrame(() => {
    document.getElementById(id)?.focus();
  });
}
