import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Product } from '@/api/catalog';
import { SAMPLE_PRODUCTS } from '@/api/sample-catalog';
import { serveCatalog } from '@/test/catalog-server';
import { linksIn } from '@/test/links';
import { apiUrl, server } from '@/test/msw-server';
import { openApp, renderApp, retype } from '@/test/render';
import { advanceTimers } from '@/test/timers';
import { skipWelcome } from '@/test/welcome';

const ABAYA = '/shop/pearl-trim-occasion-abaya';

function storedCart(): { quantity: number; size: string; color: string | null; title: string }[] {
  return JSON.parse(window.localStorage.getItem('cart') ?? '[]') as never;
}

async function openAbaya() {
  const rendered = renderApp({ route: ABAYA });
  await screen.findByRole('heading', { level: 1, name: 'Pearl-Trim Occasion Abaya' });
  return rendered;
}

function sizeButton(name: string) {
  return within(screen.getByRole('group', { name: /^Size/ })).getByRole('button', { name });
}

function colorButton(name: string) {
  return within(screen.getByRole('group', { name: /^Color/ })).getByRole('button', { name });
}

describe('product detail', () => {
  beforeEach(skipWelcome);

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the product: picture, title, price, choices, description and notes', async () => {
    await openAbaya();

    expect(document.title).toBe('Pearl-Trim Occasion Abaya · Dhoni');
    expect(screen.getByRole('img', { name: 'Pearl-Trim Occasion Abaya' })).toHaveAttribute(
      'src',
      '/media/samples/pearl-trim-occasion-abaya.svg',
    );
    expect(screen.getByText('MVR 2,200.00')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Size' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['S', 'M', 'L', 'XL, sold out', 'XXL, sold out']);
    expect(colorButton('Black')).toHaveAttribute('aria-pressed', 'false');
    expect(colorButton('Burgundy')).toBeInTheDocument();
    expect(screen.getByText(/hand-set pearl trim/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Care Instructions' })).toBeInTheDocument();
    expect(screen.getByText(/Hand wash cold/)).toBeInTheDocument();
    expect(screen.getByText(/Delivered in Malé and Hulhumalé/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Specifications' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(linksIn('navigation', 'Breadcrumb')).toEqual([
        ['Home', '/'],
        ['Clothing', '/shop'],
        ['Abayas', '/categories/abayas'],
      ]);
    });
  });

  it('asks for a size, then a colour, before adding to the cart', async () => {
    const { user } = await openAbaya();
    const add = screen.getByRole('button', { name: 'Add to Cart' });

    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a size.');
    expect(storedCart()).toEqual([]);

    await user.click(sizeButton('M'));
    expect(sizeButton('M')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a color.');
    expect(storedCart()).toEqual([]);

    await user.click(colorButton('Black'));
    await user.click(add);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart!');
    expect(storedCart()).toEqual([
      expect.objectContaining({ title: 'Pearl-Trim Occasion Abaya', size: 'M', color: 'Black', quantity: 1 }),
    ]);
    expect(screen.getAllByTestId('cart-badge').map((badge) => badge.textContent)).toEqual(['1', '1']);
  });

  it('says "Added to cart!" for 2 seconds', async () => {
    const { user } = await openAbaya();
    await user.click(sizeButton('S'));
    await user.click(colorButton('Burgundy'));

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Added to cart!')).toBeInTheDocument();

    advanceTimers(1999);
    expect(screen.getByText('Added to cart!')).toBeInTheDocument();

    // Adding again restarts the 2 seconds.
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    advanceTimers(1999);
    expect(screen.getByText('Added to cart!')).toBeInTheDocument();

    advanceTimers(1);
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
    expect(storedCart()).toEqual([expect.objectContaining({ size: 'S', color: 'Burgundy', quantity: 2 })]);
  });

  it('adds the quantity from the stepper, which never goes below 1', async () => {
    const { user } = await openAbaya();
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });

    expect(quantity).toHaveValue('1');
    expect(decrease).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue('3');
    await user.click(decrease);
    expect(quantity).toHaveValue('2');

    await retype(user, quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue('2');

    await user.click(sizeButton('S'));
    await user.click(colorButton('Black'));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(storedCart()).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('tells how many of the chosen variant are left, and refuses a sold-out one', async () => {
    const { user } = await openAbaya();

    await user.click(sizeButton('L'));
    await user.click(colorButton('Black'));
    expect(screen.getByText('Only 1 left')).toBeInTheDocument();

    await user.click(sizeButton('XL, sold out'));
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it("stops the stepper at the chosen variant's stock and never puts more than that in the cart", async () => {
    const { user } = await openAbaya();
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    const add = screen.getByRole('button', { name: 'Add to Cart' });

    // Black, S: 3 left.
    await user.click(sizeButton('S'));
    await user.click(colorButton('Black'));
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    for (let i = 0; i < 4; i += 1) {
      await user.click(increase);
    }
    expect(quantity).toHaveValue('3');
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await retype(user, quantity, '9');
    expect(quantity).toHaveValue('3');

    // Black, M: 2 left brings the 3 down to 2.
    await user.click(sizeButton('M'));
    expect(quantity).toHaveValue('2');
    await user.click(add);
    expect(storedCart()).toEqual([expect.objectContaining({ size: 'M', color: 'Black', quantity: 2 })]);

    // Both are in the cart now: adding again says so and adds nothing.
    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 left, and all 2 are already in your cart.');
    expect(storedCart()).toEqual([expect.objectContaining({ size: 'M', color: 'Black', quantity: 2 })]);
  });

  it('names every colour under its swatch', async () => {
    await openAbaya();
    const colors = within(screen.getByRole('group', { name: /^Color/ }));
    expect(colors.getByText('Black')).toBeVisible();
    expect(colors.getByText('Burgundy')).toBeVisible();
  });

  it('shows an appliance with its brand, model, specifications and warranty, and adds it at once', async () => {
    const { user } = await openApp('/accessories/rechargeable-stand-fan-16', 'Rechargeable Stand Fan 16"');
    const specifications = screen.getByRole('heading', { name: 'Specifications' }).closest('section') as HTMLElement;
    expect(within(specifications).getByText('Breeze Line')).toBeInTheDocument();
    expect(within(specifications).getByText('SF-16R')).toBeInTheDocument();
    expect(within(specifications).getByText('1 year')).toBeInTheDocument();
    expect(within(specifications).getByText('USB charging port')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Size/ })).not.toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(screen.getByText('Added to cart!')).toBeInTheDocument();
    expect(storedCart()).toEqual([expect.objectContaining({ size: 'N/A', color: null, quantity: 1 })]);
  });

  it('shows thumbnails for several pictures, which switch the main one', async () => {
    const abaya = SAMPLE_PRODUCTS.find((product) => product.slug === 'pearl-trim-occasion-abaya') as Product;
    const id = '3f2a9c0d1e4b5a6978c1d2e3';
    serveCatalog({
      products: [{ ...abaya, images: [...abaya.images, `/media/images/${id}/1280.jpg`] }],
    });
    const { user } = await openAbaya();

    const pictures = screen.getByRole('list', { name: 'Pictures' });
    const second = within(pictures).getByRole('button', { name: 'Show picture 2 of 2' });
    expect(within(pictures).getByRole('button', { name: 'Show picture 1 of 2' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(second);

    const main = screen.getByRole('img', { name: 'Pearl-Trim Occasion Abaya, picture 2 of 2' });
    expect(main).toHaveAttribute('src', `/media/images/${id}/1280.jpg`);
    expect(main).toHaveAttribute(
      'srcset',
      `/media/images/${id}/320.jpg 320w, /media/images/${id}/640.jpg 640w, /media/images/${id}/1280.jpg 1280w`,
    );
    expect(second).toHaveAttribute('aria-pressed', 'true');

    // The arrow keys step through the thumbnails.
    await user.keyboard('{ArrowRight}');
    expect(within(pictures).getByRole('button', { name: 'Show picture 1 of 2' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Pearl-Trim Occasion Abaya, picture 1 of 2' })).toBeInTheDocument();
  });

  it('says "Product not found" for an unknown slug, with a way back', async () => {
    const { user, router } = await openApp('/shop/no-such-dress', 'Product not found');
    await user.click(screen.getByRole('link', { name: 'Back to Clothing' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('treats a failed lookup as not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(apiUrl('/products/slug/:slug'), () => HttpResponse.json({ error: 'bad' }, { status: 400 })));
    await openApp('/accessories/anything', 'Product not found');
    expect(screen.getByRole('link', { name: 'Back to Appliances' })).toHaveAttribute('href', '/accessories');
  });

  it("sends a product asked for under the other shop's path to its own", async () => {
    const { router } = await openApp('/shop/steam-iron-2200-w', 'Steam Iron 2200 W');
    expect(router.state.location.pathname).toBe('/accessories/steam-iron-2200-w');
  });
});
