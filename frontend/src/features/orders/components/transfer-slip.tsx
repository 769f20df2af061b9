// The customer's bank transfer slip on the tracking page. The file is fetched
// once (GET /orders/{n}/slip counts against the lookup limit) and its type
// decides: an image is shown, a PDF is offered as a link (decision 042).
import { useEffect, useState } from 'react';

import { slipUrl } from '@/api/orders';
import { useT } from '@/i18n/use-t';
import { Card } from '@/ui/card';

type SlipState =
  | { kind: 'loading' }
  | { kind: 'image'; src: string }
  | { kind: 'pdf'; href: string }
  | { kind: 'unavailable' };

export function TransferSlip({ orderNumber, phone }: { orderNumber: string; phone: string }) {
  const [state, setState] = useState<SlipState>({ kind: 'loading' });
  const t = useT();

  useEffect(() => {
    const url = slipUrl(orderNumber, phone);
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetch(url, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) {
          setState({ kind: 'unavailable' });
          return;
        }
        const type = (response.headers.get('content-type') ?? '').toLowerCase();
        if (type.startsWith('application/pdf')) {
          setState({ kind: 'pdf', href: url });
          return;
        }
        objectUrl = URL.createObjectURL(await response.blob());
        setState({ kind: 'image', src: objectUrl });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('transfer slip could not be loaded', error);
          setState({ kind: 'unavailable' });
        }
      });
    return () => {
      controller.abort();
      if (objectUrl !== null) {
        URL.revokeObjectURL(objectUrl);
      }
    };
  }, [orderNumber, phone]);

  return (
    <Card headingId="slip-heading" title={t('orders.transferSlipTitle')} heading="lg">
      <div className="mt-3">
        {state.kind === 'loading' ? <p className="text-sm text-ink-600">{t('orders.loadingTransferSlip')}</p> : null}
        {state.kind === 'image' ? (
          <img
            src={state.src}
            alt={t('orders.transferSlipAlt', { orderNumber })}
            data-testid="transfer-slip-image"
            className="max-h-[32rem] w-auto max-w-full rounded-lg border border-ink-200"
          />
        ) : null}
        {state.kind === 'pdf' ? (
          <a
            href={state.href}
            target="_blank"
            rel="noopener"
            className="text-sm font-semibold text-ocean-800 underline underline-offset-2 hover:text-ocean-900"
          >
            {t('orders.viewTransferSlip')}
          </a>
        ) : null}
        {state.kind === 'unavailable' ? (
          <p className="text-sm text-ink-600">{t('orders.transferSlipUnavailable')}</p>
        ) : null}
      </div>
    </Card>
  );
}
