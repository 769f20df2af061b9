// The gallery's thumbnails step with the arrow keys the way the row reads:
// left to right on an English page, right to left on a Dhivehi one, where
// the first picture sits on the right and the left arrow goes to the next.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { renderInDhivehi } from '@/test/render-dhivehi';
import { renderWithProviders } from '@/test/render';

const IMAGES = ['/media/one.jpg', '/media/two.jpg', '/media/three.jpg'];

function gallery() {
  return <ProductGallery images={IMAGES} title="Linen Abaya" width={800} height={1000} aspect="aspect-[4/5]" />;
}

/** The thumbnail buttons, first picture first. */
function thumbnails(): HTMLElement[] {
  return screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-pressed'));
}

function shown(): number {
  return thumbnails().findIndex((button) => button.getAttribute('aria-pressed') === 'true');
}

describe('ProductGallery arrow keys', () => {
  it('steps right to the next picture and left to the one before on an English page', async () => {
    const { user } = renderWithProviders(gallery());
    thumbnails()[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(1);
    expect(thumbnails()[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown()).toBe(2);
  });

  it('steps left to the next picture and right to the one before on a Dhivehi page', async () => {
    const { user } = await renderInDhivehi(gallery());
    thumbnails()[0]?.focus();
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe(1);
    expect(thumbnails()[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe(2);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(1);
    // Up and down keep their meaning: before and next, whatever the direction.
    await user.keyboard('{ArrowDown}');
    expect(shown()).toBe(2);
  });
});
