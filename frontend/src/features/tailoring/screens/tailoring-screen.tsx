// Tailoring (/tailoring): made-to-measure work, the way a modest-fashion shop
// in the Maldives runs it. A custom design or an alteration request (spec
// sections 3 and 5) with a how-to-measure guide; after sending, the request
// number, which the browser remembers; and a lookup by number and phone
// showing the status, the quote and, once quoted, "Add to cart".
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import type { TailoringRequest, TrackTailoringArgs } from '@/api/tailoring';
import { MeasuringGuide } from '@/features/tailoring/components/measuring-guide';
import { RequestForm } from '@/features/tailoring/components/request-form';
import { RequestLookup } from '@/features/tailoring/components/request-lookup';
import type { RequestValues } from '@/features/tailoring/tailoring-forms';
import { PageHead } from '@/ui/page-head';
import { readSentRequests, rememberSentRequest } from '@/lib/tailoring-requests';
import { directionOf, parseLanguage } from '@/i18n/languages';
import { useT } from '@/i18n/use-t';
import { Card } from '@/ui/card';

const KINDS: { kind: RequestValues['kind']; label: string; blurb: string }[] = [
  { kind: 'custom_design', label: 'tailoring.customDesign', blurb: 'tailoring.customDesignBlurb' },
  { kind: 'alteration', label: 'tailoring.alteration', blurb: 'tailoring.alterationBlurb' },
];

export default function TailoringScreen() {
  const [searchParams] = useSearchParams();
  const t = useT();
  // A phone inside Thaana text keeps its own order.
  const rtl = directionOf(parseLanguage(useIntl().locale)) === 'rtl';
  const [kind, setKind] = useState<RequestValues['kind']>('custom_design');
  const [sent, setSent] = useState<TailoringRequest | null>(null);
  const [remembered, setRemembered] = useState(() => readSentRequests());
  const [lookup, setLookup] = useState<TrackTailoringArgs | null>(() => {
    const number = searchParams.get('number');
    if (number === null) {
      return null;
    }
    const phone = searchParams.get('phone') ?? remembered.find((r) => r.number === number)?.phone ?? '';
    return phone === '' ? null : { number, phone };
  });

  const onSent = (request: TailoringRequest) => {
    rememberSentRequest({ number: request.number, phone: request.phone, kind: request.kind });
    setRemembered(readSentRequests());
    setSent(request);
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <PageHead screen={t('app.titleTailoring')} description={t('app.descriptionTailoring')} />
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">{t('tailoring.title')}</h1>
      <p className="mt-2 max-w-2xl text-ink-700">{t('tailoring.intro')}</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <Card headingId="request-heading" title={t('tailoring.sendARequest')}>
          {sent === null ? (
            <>
              <div role="group" aria-label={t('tailoring.kindOfRequest')} className="mt-4 grid gap-3 sm:grid-cols-2">
                {KINDS.map((option) => (
                  <button
                    key={option.kind}
                    type="button"
                    aria-pressed={kind === option.kind}
                    onClick={() => {
                      setKind(option.kind);
                    }}
                    className="rounded-xl border border-ink-200 bg-white p-4 text-start transition-colors hover:border-ocean-300 aria-pressed:border-ocean-600 aria-pressed:bg-ocean-50"
                  >
                    <span className="block text-sm font-semibold text-ink-900">{t(option.label)}</span>
                    <span className="block text-xs text-ink-600">{t(option.blurb)}</span>
                  </button>
                ))}
              </div>
              <div className="mt-6">
                <RequestForm key={kind} kind={kind} onSent={onSent} />
              </div>
            </>
          ) : (
            <div role="status" className="mt-4 rounded-xl border border-success-200 bg-success-50 p-5" data-testid="request-sent">
              <p className="font-semibold text-ink-900">{t('tailoring.thankYouSent')}</p>
              <p className="mt-2 text-sm text-ink-800">
                {t('tailoring.yourRequestNumber')} <bdi dir="ltr" className="font-mono font-semibold text-ink-900" data-testid="request-number">
                  {sent.number}
                </bdi>
                {t('tailoring.weWillContact', { phone: rtl ? `\u2066${sent.phone}\u2069` : sent.phone })}
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <button
                  type="button"
                  onClick={() => {
                    setLookup({ number: sent.number, phone: sent.phone });
                  }}
                  className="inline-flex h-11 items-center rounded-full bg-ocean-700 px-5 text-sm font-semibold text-white hover:bg-ocean-800"
                >
                  {t('tailoring.checkStatus')}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setSent(null);
                  }}
                  className="inline-flex h-11 items-center rounded-full border border-ink-300 bg-white px-5 text-sm font-semibold text-ink-800 hover:bg-sand-100"
                >
                  {t('tailoring.sendAnother')}
                </button>
              </div>
            </div>
          )}
        </Card>
        <MeasuringGuide />
      </div>

      <div className="mt-8 space-y-4">
        <RequestLookup prefill={lookup} />
        {remembered.length === 0 ? null : (
          <Card headingId="remembered-heading" title={t('tailoring.yourRequests')} heading="lg">
            <ul className="mt-3 flex flex-wrap gap-2">
              {remembered.map((r) => (
                <li key={r.number}>
                  <button
                    type="button"
                    onClick={() => {
                      setLookup({ number: r.number, phone: r.phone });
                    }}
                    className="inline-flex h-10 items-center gap-2 rounded-full border border-ink-300 bg-white px-4 text-sm font-medium text-ink-800 hover:bg-sand-100"
                  >
                    <bdi dir="ltr" className="font-mono">
                      {r.number}
                    </bdi>
                    <span className="text-ink-600">{t(r.kind === 'alteration' ? 'tailoring.alteration' : 'tailoring.customDesign')}</span>
                  </button>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </div>
  );
}
