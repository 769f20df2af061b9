// The Dispatch view in Dhivehi: the filters, the batch's buttons and the
// counts in Thaana, order numbers and amounts in Latin digits.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { sampleOrder } from '@/api/orders.fixtures';
import DispatchSection from '@/features/admin/dispatch/dispatch-section';
import { loadDhivehi } from '@/i18n/catalog';
import { dhivehiMessages } from '@/i18n/dhivehi-catalogue';
import { formatMessage } from '@/i18n/format-message';
import { I18nProvider } from '@/i18n/i18n-provider';
import { MONTH_IDS } from '@/lib/dates';
import { apiUrl, server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';

describe('the dispatch view in Dhivehi', () => {
  it('names the batch and its actions in Thaana, with the amounts in Latin digits', async () => {
    const order = { ...sampleOrder({ status: 'processing' }), collect: 2300.5 };
    server.use(
      http.get(apiUrl('/orders/dispatch'), () =>
        HttpResponse.json({
          islands: [{ atoll: 'Addu Atoll', island: 'Hithadhoo', orders: [order] }],
          picks: [
            { product_id: 'p1', title: 'Linen Abaya', sku: 'ABY-001', size: 'M', color: 'Navy', quantity: 2, orders: [order.order_number] },
          ],
          count: 1,
          more: false,
        }),
      ),
    );
    renderWithProviders(
      <I18nProvider language="dv" messages={await loadDhivehi()}>
        <DispatchSection />
      </I18nProvider>,
    );

    expect(await screen.findByRole('button', { name: 'އޯޑަރު 1 ފޮނުވިއްޖެ ކަމަށް ލިޔޭ' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'ޕިކް ލިސްޓް ޕްރިންޓްކުރޭ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ލޭބަލް ޕްރިންޓްކުރޭ' })).toBeInTheDocument();
    expect(screen.getByText('ފޮނުވަން ތައްޔާރީ ހާލަތަކީ')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'ތައްޔާރުކުރަމުން' })).toBeChecked();
    expect(screen.getByText('ރަށް 1 ގައި އޯޑަރު 1')).toBeInTheDocument();
    expect(screen.getByText('ނަގަންޖެހޭ ފައިސާ MVR 2,300.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'M5D4RUO0-7KQ2' }).querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { name: 'ނަގަންޖެހޭ ތަކެތީގެ ލިސްޓް' })).toBeInTheDocument();
    // The pick list's title and the order's items in the catalogue's words,
    // today's date with its Dhivehi month (decision 250).
    const month = formatMessage(dhivehiMessages, 'dv', MONTH_IDS[Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Indian/Maldives', month: 'numeric' }).format(new Date())) - 1] ?? '');
    expect(screen.getByText((text) => text.startsWith('ތައްޔާރުކުރަމުން · ') && text.includes(` ${month} `))).toBeInTheDocument();
    expect(
      screen.getByText('\u20662\u2069 × \u2068Linen Abaya\u2069 (\u2068M · Navy\u2069)؛ \u20661\u2069 × \u2068Electric Kettle\u2069'),
    ).toBeInTheDocument();
  });
});
