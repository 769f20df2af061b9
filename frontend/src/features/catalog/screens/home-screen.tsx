// The home screen (/): hero, Shop by Category and Featured Products come later.
import { pageTitle } from '@/lib/page-title';

export default function HomeScreen() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:py-14">
      <title>{pageTitle('Home')}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">
        Home
      </h1>
    </div>
  );
}
