// An order's detail in Dhivehi: Thaana headings and buttons, the statuses
// translated (their values unchanged), the order number, phone and amounts
// left to right in Latin digits.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { sampleOrder } from '@/api/orders.fixtures';
import { fakeOrdersServer } from '@/features/admin/testing/fake-orders-server';
import OrdersSection from '@/features/admin/orders/orders-section';
import { loadDhivehi } from '@/i18n/catalog';
import { I18nProvider } from '@/i18n/i18n-provider';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';

describe('an order in Dhivehi', () => {
  it('shows its detail in Thaana with the numbers in Latin digits', async () => {
    server.use(...fakeOrdersServer([sampleOrder()]).handlers);
    renderWithProviders(
      <I18nProvider language="dv" messages={await loadDhivehi()}>
        <OrdersSection />
      </I18nProvider>,
      { route: '/admin/orders/RB-M5D4RUO0-7KQ2' },
    );

    const dialog = await screen.findByRole('dialog', { name: 'އޯޑަރު M5D4RUO0-7KQ2' });
    await within(dialog).findByRole('button', { name: 'ބަދަލުތައް ސޭވްކުރޭ' });
    expect(within(dialog).getByRole('heading', { name: 'ތާރީޚު' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'ކަސްޓަމަރު' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ބަދަލުތައް ދޫކޮށްލާ' })).toBeInTheDocument();

    const status = within(dialog).getByLabelText('ހާލަތު');
    expect(status).toHaveValue('pending');
    expect(within(status).getByRole('option', { name: 'މަޑުކުރަމުން' })).toHaveValue('pending');
    expect(within(dialog).getByText('ލިބުމުން ފައިސާ ދެއްކުން')).toBeInTheDocument();

    const number = within(dialog).getByTestId('detail-order-number');
    expect(number).toHaveTextContent('RB-M5D4RUO0-7KQ2');
    expect(number.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByTestId('detail-total')).toHaveTextContent('MVR 2,300.50');
  });

  it('writes a change in its history in Dhivehi, the old value before the arrow and the new after it', async () => {
    server.use(...fakeOrdersServer([sampleOrder()]).handlers);
    const { user } = renderWithProviders(
      <I18nProvider language="dv" messages={await loadDhivehi()}>
        <OrdersSection />
      </I18nProvider>,
      { route: '/admin/orders/RB-M5D4RUO0-7KQ2' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'އޯޑަރު M5D4RUO0-7KQ2' });
    await user.selectOptions(await within(dialog).findByLabelText('ހާލަތު'), 'shipped');

    const history = within(dialog).getByTestId('order-history');
    await waitFor(() => {
      expect(history).toHaveTextContent('ހާލަތު: މަޑުކުރަމުން އިން → ފޮނުވިއްޖެ އަށް ބަދަލުވީ');
    });
    const change = history.querySelector('li');
    expect(change?.querySelectorAll('bdi')).toHaveLength(2);
    expect(history).toHaveTextContent('ކަސްޓަމަރު އޯޑަރުކުރި');
  });
});
