// The clothing listing: every product on /shop, one category's on
// /categories/:slug (its title becomes the category's name once loaded).
import { useParams } from 'react-router';

import { pageTitle } from '@/lib/page-title';

export default function ClothingListingScreen() {
  const { slug } = useParams();
  const title = slug === undefined ? 'All Products' : 'Category';

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:py-14">
      <title>{pageTitle(title)}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">
        {title}
      </h1>
    </div>
  );
}
