// "Sell on Instagram and Google" (its own card in Settings, decision 215):
// the two catalogue feed addresses with Copy buttons, where to paste each
// in Meta Commerce Manager and Google Merchant Center, and the products the
// feeds leave out for want of a JPEG, PNG or WebP photo.
import { Link } from 'react-router';

import { errorMessage } from '@/api/error-message';
import { type FeedsSummary, useGetFeedsSummaryQuery } from '@/features/admin/settings/api/feeds-api';
import { adminPath } from '@/features/admin/ui/admin-addresses';
import { CopyField } from '@/ui/copy-field';
import { Notice } from '@/ui/notice';

export const SELL_ONLINE_TEXTS = {
  heading: 'Sell on Instagram and Google',
  noAddress:
    'The feeds need the shop’s public address: set DHONI_PUBLIC_URL on the server (for example https://shop.example.mv), then come back here.',
  loading: 'Loading the feeds…',
} as const;

function Steps({ children }: { children: React.ReactNode }) {
  return <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-700">{children}</ol>;
}

const b = (text: string) => <strong className="font-semibold text-ink-900">{text}</strong>;

function Feeds({ summary }: { summary: FeedsSummary }) {
  if (summary.meta_url === '' || summary.google_url === '') {
    return <Notice tone="info">{SELL_ONLINE_TEXTS.noAddress}</Notice>;
  }
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <h3 className="font-semibold text-ink-900">Instagram and Facebook</h3>
        <CopyField label="Meta feed URL" value={summary.meta_url} />
        <Steps>
          <li>Open {b('Meta Commerce Manager')} and choose your catalogue.</li>
          <li>Go to {b('Catalogue → Data sources')}, add items with a {b('Data feed')}.</li>
          <li>Choose {b('Scheduled feed')}, paste the Meta feed URL and let it update every hour or every day.</li>
        </Steps>
      </div>
      <div>
        <h3 className="font-semibold text-ink-900">Google Shopping</h3>
        <CopyField label="Google feed URL" value={summary.google_url} />
        <Steps>
          <li>Open {b('Google Merchant Center')}.</li>
          <li>Go to {b('Products → Feeds')} ({b('Data sources')} in the newer Merchant Center) and add a product source.</li>
          <li>Choose {b('Scheduled fetch')}, paste the Google feed URL and let it fetch every day.</li>
          <li>Set the feed&apos;s language to English; its prices are in MVR.</li>
        </Steps>
      </div>
    </div>
  );
}

function LeftOut({ products }: { products: FeedsSummary['left_out'] }) {
  if (products.length === 0) {
    return null;
  }
  return (
    <div className="mt-5 rounded-xl border border-warning-200 bg-warning-50 px-4 py-3 text-sm text-warning-950">
      <p>
        {products.length === 1 ? '1 product is' : `${products.length} products are`} left out: Meta and Google list a
        product only with a JPEG, PNG or WebP photo. Add one to list:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
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
  const { data, error, isLoading } = useGetFeedsSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section
      aria-labelledby="sell-online-heading"
      className="rounded-2xl border border-ink-200 bg-white p-5 shadow-[0_4px_20px_rgba(10,57,65,0.04)] md:p-6"
    >
      <h2 id="sell-online-heading" className="font-display text-xl font-semibold text-ink-900">
        {SELL_ONLINE_TEXTS.heading}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-600">
        Your catalogue is published as two feeds that Meta and Google fetch on their own, so prices, stock and photos
        there follow this shop. Each colour and size is an item of its own
        {data === undefined ? '' : `: ${data.items} ${data.items === 1 ? 'item' : 'items'} today`}.
      </p>
      {isLoading ? <p className="text-sm text-ink-600">{SELL_ONLINE_TEXTS.loading}</p> : null}
      {error === undefined ? null : <Notice tone="error">{errorMessage(error)}</Notice>}
      {data === undefined ? null : (
        <>
          <Feeds summary={data} />
          <LeftOut products={data.left_out} />
        </>
      )}
    </section>
  );
}
