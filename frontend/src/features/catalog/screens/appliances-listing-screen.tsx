// The appliances listing (/accessories); its catalogue comes with the catalog feature.
import { pageTitle } from '@/lib/page-title';

export default function AppliancesListingScreen() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:py-14">
      <title>{pageTitle('Appliances')}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">
        Appliances
      </h1>
    </div>
  );
}
