// The hero image's preview in the settings form (spec section 2, "Settings"):
// the picture at the home page's proportions, or a placeholder reading
// "Invalid Image URL" when it cannot be shown.
import { useState } from 'react';

import { isSafeUrl } from '@/features/admin/settings/safe-url';
import { englishT } from '@/features/admin/ui/admin-intl';
import { useT } from '@/i18n/use-t';

export const INVALID_IMAGE_URL = englishT('adminSettings.invalidImageUrl');

export function HeroPreview({ url }: { url: string }) {
  const trimmed = url.trim();
  // A new address gets a fresh attempt: the state below belongs to one URL.
  return <Preview key={trimmed} url={trimmed} />;
}

function Preview({ url }: { url: string }) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  const frame =
    'mt-1.5 flex aspect-[3/2] w-full max-w-md items-center justify-center overflow-hidden rounded-xl border border-ink-200 bg-sand-100';

  if (url === '') {
    return (
      <div className={frame}>
        <p className="px-4 text-center text-sm text-ink-600">{t('adminSettings.noImage')}</p>
      </div>
    );
  }
  if (broken || !isSafeUrl(url, true)) {
    return (
      <div className={frame} data-testid="hero-preview-invalid">
        <p className="px-4 text-center text-sm font-semibold text-rose-700">{t('adminSettings.invalidImageUrl')}</p>
      </div>
    );
  }
  return (
    <div className={frame}>
      <img
        src={url}
        alt={t('adminSettings.heroImageAlt')}
        className="h-full w-full object-cover"
        onError={() => {
          setBroken(true);
        }}
      />
    </div>
  );
}
