// The checkout in Dhivehi: its headings, buttons and the spec's messages in
// Thaana, the order number and prices left to right in Latin digits.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import CheckoutScreen from '@/features/checkout/screens/checkout-screen';
import { addItem } from '@/lib/cart/cart-rules';
import { abaya, kettle, storeCart } from '@/test/cart';
import { renderInDhivehi } from '@/test/render-dhivehi';
import { skipWelcome } from '@/test/welcome';

describe('CheckoutScreen in Dhivehi', () => {
  beforeEach(skipWelcome);

  it('asks in Thaana and keeps prices and the order number in Latin digits', async () => {
    storeCart();
    const { user } = await renderInDhivehi(<CheckoutScreen />, '/checkout');
    expect(screen.getByRole('heading', { level: 1, name: 'ޗެކްއައުޓް' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ޑެލިވަރީގެ މަޢުލޫމާތު' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ފައިސާ ދައްކާ ގޮތް' })).toBeInTheDocument();
    expect(screen.getByLabelText('ފުރިހަމަ ނަން')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'އޯޑަރު ކުރައްވާ' }));
    expect(await screen.findByText('ނަމުގައި މަދުވެގެން 2 އަކުރު ހުންނަން ޖެހޭ')).toBeInTheDocument();
    expect(
      screen.getByText('ރަނގަޅު ދިވެހި ފޯނު ނަންބަރެއް ޖައްސަވާ (+960####### ނުވަތަ 7 ނުވަތަ 9 އިން ފެށޭ 7 ދިޔަ ނަންބަރެއް)'),
    ).toBeInTheDocument();
    expect(screen.getByText('ގޭގެ ނަމާއި މަގު ޖެއްސެވުން ލާޒިމް')).toBeInTheDocument();
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();

    const lines = screen.getAllByTestId('checkout-line');
    expect(lines[0]).toHaveTextContent(/MVR [\d,]+\.\d\d/);
    expect(lines[0]).toHaveTextContent(/އަދަދު: \d+/);

    await user.click(screen.getByRole('radio', { name: /ބޭންކް ޓްރާންސްފަރ/ }));
    const number = screen.getByTestId('checkout-order-number');
    expect(number).toHaveTextContent(/^RB-[0-9A-Z]{8}-[0-9A-Z]{4}$/);
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { name: 'ބޭންކުގެ މަޢުލޫމާތު' })).toBeInTheDocument();
  });

  it('names the lines by their Dhivehi titles, the English one in its own direction', async () => {
    const withDhivehi = { ...abaya, title_dv: 'ލިނަން އަބާޔާ' };
    storeCart(addItem(addItem([], withDhivehi, { size: 'M', color: 'Navy', quantity: 2 }), kettle, { quantity: 1 }));
    await renderInDhivehi(<CheckoutScreen />, '/checkout');
    const [first, second] = screen.getAllByTestId('checkout-line') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('ލިނަން އަބާޔާ')).not.toHaveAttribute('dir');
    expect(first).not.toHaveTextContent('Linen Abaya');
    expect(within(second).getByText('Electric Kettle')).toHaveAttribute('dir', 'auto');
  });
});
