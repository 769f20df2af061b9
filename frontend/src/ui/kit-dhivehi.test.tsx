// The shared pieces in Dhivehi: their words in Thaana, amounts left to right
// inside them; without a language's provider they speak English.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { loadDhivehi } from '@/i18n/catalog';
import { I18nProvider } from '@/i18n/i18n-provider';
import { LoadError } from '@/ui/load-error';
import { OrderTotals } from '@/ui/order-summary';
import { SaleBadge, SalePrice } from '@/ui/sale-price';
import { SkipLink } from '@/ui/skip-link';

async function renderInDhivehi(ui: React.ReactElement) {
  const messages = await loadDhivehi();
  return render(
    <I18nProvider language="dv" messages={messages}>
      <div dir="rtl" lang="dv">
        {ui}
      </div>
    </I18nProvider>,
  );
}

describe('the kit in Dhivehi', () => {
  it('says a failure and its reason in Thaana', async () => {
    await renderInDhivehi(<LoadError what="—" error={{ status: 'FETCH_ERROR', error: 'offline' }} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('ފިހާރައާ ގުޅޭކަށް ނުކެރުނު.');
    expect(screen.getByRole('button', { name: 'އަލުން މަސައްކަތް ކުރޭ' })).toBeInTheDocument();
  });

  it('writes the totals in Thaana with the amounts isolated', async () => {
    await renderInDhivehi(
      <OrderTotals subtotal={1000} deliveryFee={50} total={750} discount={{ code: 'EID2026', amount: 300 }} className="" />,
    );
    expect(screen.getByText('ތަކެތީގެ އަގު')).toBeInTheDocument();
    expect(screen.getByText('ޖުމްލަ')).toBeInTheDocument();
    expect(screen.getByText('ޑިސްކައުންޓް (\u2066EID2026\u2069)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('\u2066−MVR 300.00\u2069');
  });

  it('marks a sale in Thaana', async () => {
    await renderInDhivehi(
      <>
        <SaleBadge />
        <SalePrice price={1800} original={2200} />
        <SkipLink targetId="main" />
      </>,
    );
    expect(screen.getByText('ސޭލް')).toBeInTheDocument();
    expect(screen.getByTestId('saving')).toHaveTextContent('\u2066MVR 400.00\u2069 ކުޑަ');
    expect(screen.getByRole('link', { name: 'މައި ބަޔަށް ދާ' })).toBeInTheDocument();
  });

  it('speaks English without a provider', () => {
    render(<SaleBadge />);
    expect(screen.getByText('Sale')).toBeInTheDocument();
  });
});
