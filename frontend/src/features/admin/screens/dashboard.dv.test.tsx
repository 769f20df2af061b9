// The Dashboard in Dhivehi: Thaana headings and buttons, right to left, the
// amounts in Latin digits.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { emptyDashboard } from '@/features/admin/testing/dashboard-fixtures';
import AdminScreen from '@/features/admin/screens/admin-screen';
import { loadDhivehi } from '@/i18n/catalog';
import { I18nProvider } from '@/i18n/i18n-provider';
import { apiUrl, server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

describe('the dashboard in Dhivehi', () => {
  beforeEach(skipWelcome);

  it('names its sections and cards in Thaana, right to left, with the amounts in Latin digits', async () => {
    const dashboard = emptyDashboard();
    dashboard.periods.today = { ...dashboard.periods.today, orders: 3, revenue: 5350, cod: 2900 };
    dashboard.best_sellers = [{ product_id: 'p1', title: 'Linen Abaya', units: 7, revenue: 10150 }];
    server.use(
      http.get(apiUrl('/auth/session'), () => HttpResponse.json({ authenticated: true })),
      http.get(apiUrl('/dashboard'), () => HttpResponse.json(dashboard)),
    );
    renderWithProviders(
      <I18nProvider language="dv" messages={await loadDhivehi()}>
        <AdminScreen />
      </I18nProvider>,
      { route: '/admin' },
    );
    await screen.findByTestId('dashboard', {}, { timeout: 5000 });

    const heading = screen.getByRole('heading', { level: 1, name: 'ޑޭޝްބޯޑު' });
    expect(document.title).toBe('ޑޭޝްބޯޑު · އެޑްމިން · ދޯނި');
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('navigation', { name: 'އެޑްމިން' })).toHaveTextContent('އޯޑަރުތައް');
    expect(screen.getByRole('button', { name: 'ލޮގްއައުޓް' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'އަލުން ލޯޑުކުރޭ' })).toBeInTheDocument();

    const today = screen.getByTestId('dashboard-today');
    expect(within(today).getByRole('heading', { name: 'މިއަދު' })).toBeInTheDocument();
    expect(within(today).getByTestId('period-revenue')).toHaveTextContent('MVR 5,350.00');
    expect(within(today).getByTestId('period-orders')).toHaveTextContent('އޯޑަރު 3');
    expect(within(today).getByTestId('period-cod')).toHaveTextContent('MVR 2,900.00');
    expect(screen.getByRole('heading', { name: 'ސްޓޮކް މަދު' })).toBeInTheDocument();
    // A best seller's line: its rank, the units in Thaana, the amount isolated left to right.
    const seller = screen.getByText('Linen Abaya').closest('li');
    expect(seller).toHaveTextContent('1.Linen Abaya7 ވިކުނު · MVR 10,150.00');
    expect(seller?.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
  });
});
