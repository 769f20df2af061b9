// The settings' Dhivehi (decisions 229 and 235): the owner's words and the
// corrections of the app's texts, behind one button on an English page (the
// owner who writes only English is not made to scroll past them), open from
// the start on a Dhivehi one.
import { useId, useState } from 'react';

import type { AdminSettings } from '@/features/admin/api/admin-settings-api';
import { DhivehiCorrectionsCard } from '@/features/admin/settings/components/dhivehi-corrections-card';
import { DhivehiWordsCard } from '@/features/admin/settings/components/dhivehi-words-card';
import { secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { useLanguage } from '@/i18n/use-language';
import { useT } from '@/i18n/use-t';
import { cardClass } from '@/features/admin/settings/form-field';

export function DhivehiCards({ settings }: { settings: AdminSettings }) {
  const t = useT();
  const titleId = useId();
  const cardsId = useId();
  const language = useLanguage();
  const [open, setOpen] = useState(language === 'dv');
  return (
    <>
      <section
        aria-labelledby={titleId}
        className={cardClass}
      >
        <h2 id={titleId} className="font-display text-xl font-semibold text-ink-900">
          {t('adminSettings.dvCardsTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('adminSettings.dvCardsIntro')}</p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={cardsId}
          onClick={() => {
            setOpen((shown) => !shown);
          }}
          className={`${secondaryButtonClass} mt-3`}
        >
          {open ? t('adminSettings.dvCardsHide') : t('adminSettings.dvCardsShow')}
        </button>
      </section>
      <div id={cardsId} className="space-y-8">
        {open ? (
          <>
            <DhivehiWordsCard settings={settings} />
            <DhivehiCorrectionsCard settings={settings} />
          </>
        ) : null}
      </div>
    </>
  );
}
