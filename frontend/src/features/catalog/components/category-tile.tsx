// A category as a tile: its picture with its name under it, or, without a
// picture, its name on a soft panel (spec section 2: "its image or its name").
import { Link } from 'react-router';

import { CatalogImage } from '@/features/catalog/components/catalog-image';
import { useLocalized, useOwnDirection } from '@/i18n/use-localized';

type CategoryTileProps = {
  name: string;
  imageUrl: string | null;
  to: string;
  /** Clothing pictures are portrait (4:5), appliances square. */
  shape: 'portrait' | 'square';
  sizes: string;
};

export function CategoryTile({ name, imageUrl, to, shape, sizes }: CategoryTileProps) {
  const [width, height, aspect] = shape === 'portrait' ? [800, 1000, 'aspect-[4/5]'] : [800, 800, 'aspect-square'];
  const hasImage = imageUrl !== null && imageUrl.trim() !== '';
  const dir = useOwnDirection()(name);

  return (
    <Link to={to} className="group block rounded-2xl">
      <div className="overflow-hidden rounded-2xl bg-sand-100 ring-1 ring-ink-100">
        {hasImage ? (
          <CatalogImage
            src={imageUrl}
            alt=""
            width={width}
            height={height}
            sizes={sizes}
            className={`${aspect} w-full transition-transform duration-500 ease-out group-hover:scale-[1.04]`}
          />
        ) : (
          <div
            aria-hidden="true"
            className={`${aspect} flex w-full items-center justify-center bg-ocean-50 p-4 text-center font-display text-xl font-semibold text-ocean-800`}
            dir={dir}
          >
            {name}
          </div>
        )}
      </div>
      <p
        className="mt-3 flex items-center justify-between gap-2 px-0.5 text-[0.9375rem] font-semibold text-ink-900 group-hover:text-ocean-800"
        dir={dir}
      >
        {name}
      </p>
    </Link>
  );
}

type CategoryTileItemsProps = {
  /** Undefined while loading: that many grey placeholders stand in. */
  categories: readonly { id: string; name: string; name_dv?: string; slug: string; image_url: string | null }[] | undefined;
  placeholders: number;
  shape: 'portrait' | 'square';
  sizes: string;
  pathFor: (slug: string) => string;
};

/** The <li> tiles of a grid of categories, or their placeholders while loading. */
export function CategoryTileItems({ categories, placeholders, shape, sizes, pathFor }: CategoryTileItemsProps) {
  const pick = useLocalized();
  if (categories === undefined) {
    return Array.from({ length: placeholders }, (_, index) => (
      <li key={index} aria-hidden="true">
        <div
          className={`${shape === 'portrait' ? 'aspect-[4/5]' : 'aspect-square'} w-full animate-pulse rounded-2xl bg-sand-100`}
        />
        <div className="mt-3 h-4 w-1/2 animate-pulse rounded bg-sand-100" />
      </li>
    ));
  }
  return categories.map((category) => (
    <li key={category.id}>
      <CategoryTile
        name={pick(category.name, category.name_dv)}
        imageUrl={category.image_url}
        to={pathFor(category.slug)}
        shape={shape}
        sizes={sizes}
      />
    </li>
  ));
}
