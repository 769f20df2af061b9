// Tracking and the order slip in Dhivehi: Thaana labels and statuses, right
// to left, with the order number, phone and prices left to right in Latin
// digits.
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import type { Order } from '@/api/orders';
import { sampleOrder } from '@/api/orders.fixtures';
import { OrderSlip } from '@/features/orders/components/order-slip';
import OrderConfirmationScreen from '@/features/orders/screens/order-confirmation-screen';
import TrackOrderScreen from '@/features/orders/screens/track-order-screen';
import { loadDhivehi } from '@/i18n/catalog';
import { I18nProvider } from '@/i18n/i18n-provider';
import { rememberPlacedOrder } from '@/lib/placed-orders';
import { apiUrl, server } from '@/test/msw-server';
import { renderInDhivehi } from '@/test/render-dhivehi';
import { renderWithProviders } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

const NUMBER = 'RB-M5D4RUO0-7KQ2';
const ABAYA_DV = 'ލިނަން އަބާޔާ';

/** The sample order, its abaya sold with the owner's Dhivehi title (the kettle has none). */
function orderWithDhivehiTitle(overrides: Partial<Order> = {}): Order {
  const order = sampleOrder(overrides);
  return { ...order, items: order.items.map((item) => (item.product_id === 'prod-1' ? { ...item, title_dv: ABAYA_DV } : item)) };
}

describe('orders in Dhivehi', () => {
  beforeEach(skipWelcome);

  it('tracks an order with Thaana labels and Latin digits', async () => {
    server.use(http.get(apiUrl('/orders/track'), () => HttpResponse.json(sampleOrder({ status: 'shipped' }))));
    const { user } = await renderInDhivehi(<TrackOrderScreen />, '/track-order');
    expect(screen.getByRole('heading', { level: 1, name: 'އޯޑަރު ޓްރެކް ކުރައްވާ' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'އޯޑަރު ޓްރެކް ކުރައްވާ' }));
    expect(await screen.findByText('އޯޑަރު ނަންބަރު ޖެއްސެވުން ލާޒިމް')).toBeInTheDocument();
    expect(screen.getByText('ރަނގަޅު ދިވެހި ފޯނު ނަންބަރެއް ޖައްސަވާ')).toBeInTheDocument();

    await user.type(screen.getByLabelText('އޯޑަރު ނަންބަރު'), NUMBER);
    await user.type(screen.getByRole('textbox', { name: /phone|ފޯނު/i }), '7771234');
    await user.click(screen.getByRole('button', { name: 'އޯޑަރު ޓްރެކް ކުރައްވާ' }));

    const tracked = await screen.findByTestId('tracked-order');
    expect(within(tracked).getByTestId('tracked-status')).toHaveTextContent('ފޮނުވިއްޖެ');
    expect(within(tracked).getByRole('heading', { name: 'އޯޑަރުގެ މަޢުލޫމާތު' })).toBeInTheDocument();
    expect(within(tracked).getByText(NUMBER)).toHaveAttribute('dir', 'ltr');
    expect(within(tracked).getByText('+9607771234')).toHaveAttribute('dir', 'ltr');
    expect(within(tracked).getByTestId('tracked-total')).toHaveTextContent(/^MVR [\d,]+\.\d\d$/);
    expect(within(tracked).getAllByTestId('tracked-item')[0]).toHaveTextContent('އަދަދު: 2');
    expect(within(tracked).queryByText('Order Information')).not.toBeInTheDocument();
  });

  it('draws the slip right to left in Dhivehi, its numbers left to right', async () => {
    const messages = await loadDhivehi();
    render(
      <I18nProvider language="dv" messages={messages}>
        <OrderSlip order={sampleOrder({ payment_method: 'BANK' })} shopPhone="+960 777-1234" trackOrderUrl="https://dhoni.mv/track-order" />
      </I18nProvider>,
    );
    const slip = screen.getByTestId('order-slip');
    expect(slip).toHaveAttribute('dir', 'rtl');
    expect(slip).toHaveAttribute('lang', 'dv');
    const on = within(slip);
    expect(on.getByText('ކަސްޓަމަރުގެ ކޮޕީ')).toBeInTheDocument();
    expect(on.getByText('މަޖީދީމަގު، މާލެ، ދިވެހިރާއްޖެ')).toBeInTheDocument();
    // The customer's own address is joined with the Thaana comma, its parts as typed.
    expect(on.getByText('Blue Villa, Magu 3، Hithadhoo، Addu Atoll', { exact: false })).toBeInTheDocument();
    // The phone is isolated left to right inside the Thaana label.
    expect(on.getByText('ފޯނު: \u2066+960 777-1234\u2069')).toBeInTheDocument();
    expect(on.getByText('ބޭންކް ޓްރާންސްފަރ')).toBeInTheDocument();
    expect(on.getByText('އޯޑަރު ލިބިއްޖެ')).toBeInTheDocument();
    expect(on.getByRole('columnheader', { name: 'ތަކެތި' }).closest('tr')).toHaveClass('text-start');
    expect(on.getByTestId('slip-order-number')).toHaveTextContent(NUMBER);
    expect(on.getByText('MVR 1,700.00')).toHaveAttribute('dir', 'ltr');
    expect(on.getByText('https://dhoni.mv/track-order')).toHaveAttribute('dir', 'ltr');
    expect(on.getByText('ދޯނި އިން ގަނެދެއްވީތީ ޝުކުރިއްޔާ!')).toBeInTheDocument();
    expect(on.queryByText('CUSTOMER COPY')).not.toBeInTheDocument();
  });

  it('names the lines by their Dhivehi titles on tracking, the English one in its own direction', async () => {
    server.use(http.get(apiUrl('/orders/track'), () => HttpResponse.json(orderWithDhivehiTitle())));
    await renderInDhivehi(<TrackOrderScreen />, `/track-order?orderNumber=${NUMBER}&phone=7771234`);
    const [abaya, kettle] = await screen.findAllByTestId('tracked-item');
    expect(within(abaya as HTMLElement).getByText(ABAYA_DV)).not.toHaveAttribute('dir');
    expect(abaya).not.toHaveTextContent('Linen Abaya');
    // No Dhivehi title: the English one, laid out left to right inside the page.
    expect(within(kettle as HTMLElement).getByText('Electric Kettle')).toHaveAttribute('dir', 'auto');
  });

  it('confirms with a slip naming the Dhivehi titles and the Dhivehi tracking page', async () => {
    rememberPlacedOrder({ orderNumber: NUMBER, phone: '+9607771234' });
    server.use(http.get(apiUrl('/orders/track'), () => HttpResponse.json(orderWithDhivehiTitle())));
    await renderInDhivehi(
      <Routes>
        <Route path="/order-confirmation/:orderNumber" element={<OrderConfirmationScreen />} />
      </Routes>,
      `/order-confirmation/${NUMBER}`,
    );
    const slip = within(await screen.findByTestId('order-slip'));
    expect(slip.getByText(ABAYA_DV)).toBeInTheDocument();
    expect(slip.queryByText('Linen Abaya')).not.toBeInTheDocument();
    expect(slip.getByText('Electric Kettle')).toHaveAttribute('dir', 'auto');
    expect(slip.getByText(`${window.location.origin}/dv/track-order`)).toHaveAttribute('dir', 'ltr');
  });

  it('keeps the English slip as it was: the English titles', () => {
    renderWithProviders(
      <OrderSlip order={orderWithDhivehiTitle()} shopPhone="+960 777-1234" trackOrderUrl="https://dhoni.mv/track-order" />,
    );
    const slip = within(screen.getByTestId('order-slip'));
    expect(slip.getByText('Linen Abaya')).not.toHaveAttribute('dir');
    expect(slip.queryByText(ABAYA_DV)).not.toBeInTheDocument();
  });
});
