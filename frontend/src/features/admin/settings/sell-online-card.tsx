// "Sell on Instagram and Google" (its own card in Settings, decision 215):
// the two catalogue feed addresses with Copy buttons, where to paste each
// in Meta Commerce Manager and Google Merchant Center, and the products the
// feeds leave out for want of a JPEG, PNG or WebP photo.
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import { errorMessage } from '@/api/error-message';
import { type FeedsSummary, useGetFeedsSummaryQuery } from '@/features/admin/settings/api/feeds-api';
import { adminPath } from '@/features/admin/ui/admin-addresses';
import { CopyField } from '@/ui/copy-field';
import { englishT } from '@/features/admin/ui/admin-intl';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';
import { Notice } from '@/ui/notice';
import { cardClass } from '@/features/admin/settings/form-field';

/** The English texts (the tests read them); the card says them in the page's language. */
export const SELL_ONLINE_TEXTS = {
  heading: englishT('adminSettings.sellHeading'),
  noAddress: englishT('adminSettings.sellNoAddress'),
  loading: englishT('adminSettings.sellLoading'),
} as const;

const b = (chunks: React.ReactNode[]) => <strong className="font-semibold text-ink-900">{chunks}</strong>;

/** Steps of the catalogue's texts, their names of menus in bold. */
function Steps({ ids }: { ids: readonly string[] }) {
  return (
    <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm text-ink-700">
      {ids.map((id) => (
        <li key={id}>
          <FormattedMessage id={id} values={{ b }} />
        </li>
      ))}
    </ol>
  );
}

const META_STEPS = ['adminSettings.sellMeta1', 'adminSettings.sellMeta2', 'adminSettings.sellMeta3'];
const GOOGLE_STEPS = ['adminSettings.sellGoogle1', 'adminSettings.sellGoogle2', 'adminSettings.sellGoogle3', 'adminSettings.sellGoogle4'];

function Feeds({ summary }: { summary: FeedsSummary }) {
  const t = useT();
  if (summary.meta_url === '' || summary.google_url === '') {
    return <Notice tone="info">{t('adminSettings.sellNoAddress')}</Notice>;
  }
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <h3 className="font-semibold text-ink-900">{t('adminSettings.sellMetaTitle')}</h3>
        <CopyField label={t('adminSettings.sellMetaUrl')} value={summary.meta_url} />
        <Steps ids={META_STEPS} />
      </div>
      <div>
        <h3 className="font-semibold text-ink-900">{t('adminSettings.sellGoogleTitle')}</h3>
        <CopyField label={t('adminSettings.sellGoogleUrl')} value={summary.google_url} />
        <Steps ids={GOOGLE_STEPS} />
      </div>
    </div>
  );
}

function LeftOut({ products }: { products: FeedsSummary['left_out'] }) {
  const t = useT();
  if (products.length === 0) {
    return null;
  }
  return (
    <div className="mt-5 rounded-xl border border-warning-200 bg-warning-50 px-4 py-3 text-sm text-warning-950">
      <p>{t('adminSettings.sellLeftOut', { count: products.length, n: String(products.length) })}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {products.map((p) => (
          <li key={p.id}>
            <Link
              to={adminPath(p.path.startsWith('/accessories/') ? 'appliances' : 'products', p.id)}
              className="font-medium underline underline-offset-2"
            >
              {p.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SellOnlineCard() {
  const t = useT();
  const say = useServerWords();
  const { data, error, isLoading } = useGetFeedsSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section
      aria-labelledby="sell-online-heading"
      className={cardClass}
    >
      <h2 id="sell-online-heading" className="font-display text-xl font-semibold text-ink-900">
        {t('adminSettings.sellHeading')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-600">
        {t('adminSettings.sellIntro')}
        {data === undefined ? null : t('adminSettings.sellItemsToday', { count: data.items, n: String(data.items) })}
        {t('adminSettings.fullStop')}
      </p>
      {isLoading ? <p className="text-sm text-ink-600">{t('adminSettings.sellLoading')}</p> : null}
      {error === undefined ? null : <Notice tone="error">{errorMessage(error, undefined, { say })}</Notice>}
      {data === undefined ? null : (
        <>
          <Feeds summary={data} />
          <LeftOut products={data.left_out} />
        </>
      )}
    </section>
  );
}
