// Order tracking (/track-order).
import { pageTitle } from '@/lib/page-title';

export default function TrackOrderScreen() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:py-14">
      <title>{pageTitle('Track Order')}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">
        Track Order
      </h1>
    </div>
  );
}
