// A tailoring request in the admin: who (phone, WhatsApp, call), what (the
// description or item, fabric, colour, notes), the measurements, the design
// files (opened in a new tab), the order it became part of, its history,
// and the form that sets the estimated and final price and the status.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { errorMessage } from '@/api/error-message';
import { designFileUrl, type TailoringRequest } from '@/api/tailoring';
import { useGetTailoringRequestQuery } from '@/features/admin/tailoring/api/tailoring-api';
import { QuoteForm, type Message } from '@/features/admin/tailoring/components/quote-form';
import { whatsappLinkAbout } from '@/features/admin/ui/order-display';
import { kindLabel, measurementRows, tailoringStatusLabel } from '@/features/admin/tailoring/tailoring-display';
import { secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { useDateDirection, useDates } from '@/lib/use-dates';
import { SHOP_NAME } from '@/lib/page-head';
import { Modal } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { ContactButtons } from '@/features/admin/ui/contact-buttons';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';

const sr = (chunks: React.ReactNode[]) => <span className="sr-only">{chunks}</span>;

type TailoringDetailProps = {
  number: string;
  initial: TailoringRequest | undefined;
  onClose: () => void;
};

function RequestBody({ request }: { request: TailoringRequest }) {
  const t = useT();
  const dates = useDates();
  const dateDirection = useDateDirection();
  const [message, setMessage] = useState<Message | null>(null);
  const whatsapp = whatsappLinkAbout(request.phone, `your tailoring request ${request.number}`, SHOP_NAME);
  const rows = measurementRows(request, t);
  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
          <dt className="text-ink-600">{t('adminTailoring.request')}</dt>
          <dd className="font-mono font-semibold text-ink-900" data-testid="tailoring-detail-number">
            <bdi dir="ltr">{request.number}</bdi>
          </dd>
          <dt className="text-ink-600">{t('adminTailoring.sent')}</dt>
          <dd className="text-ink-900">
            <bdi dir={dateDirection}>{dates.dateTime(request.created_at)}</bdi>
          </dd>
          <dt className="text-ink-600">{t('adminTailoring.type')}</dt>
          <dd className="text-ink-900">{kindLabel(request.kind, t)}</dd>
          <dt className="text-ink-600">{t('adminTailoring.phone')}</dt>
          <dd className="text-ink-900">
            <bdi dir="ltr">{request.phone}</bdi>
          </dd>
          <dt className="text-ink-600">{t('adminTailoring.status')}</dt>
          <dd className="font-semibold text-ink-900" data-testid="tailoring-detail-status">
            {tailoringStatusLabel(request.status, t)}
          </dd>
          {request.order_number === null ? null : (
            <>
              <dt className="text-ink-600">{t('adminTailoring.order')}</dt>
              <dd className="font-mono font-semibold text-ink-900" data-testid="tailoring-detail-order">
                {request.order_number}
              </dd>
            </>
          )}
        </dl>
        <ContactButtons whatsapp={whatsapp} phone={request.phone} who={t('adminTailoring.theCustomer')} />
      </div>

      <section aria-labelledby="tailoring-what-heading">
        <h3 id="tailoring-what-heading" className="font-semibold text-ink-900">
          {request.kind === 'alteration' ? t('adminTailoring.alterationOf', { item: request.item_type }) : t('adminTailoring.design')}
        </h3>
        {request.kind === 'custom_design' ? (
          <>
            <p className="mt-1 break-words whitespace-pre-line text-ink-800">{request.description}</p>
            <p className="mt-1 text-ink-700">
              {t('adminTailoring.fabricColour', {
                fabric: request.fabric_type === '' ? '-' : request.fabric_type,
                colour: request.color === '' ? '-' : request.color,
              })}
            </p>
          </>
        ) : null}
        {request.notes === '' ? null : (
          <p className="mt-1 break-words whitespace-pre-line text-ink-700">
            <span className="font-medium text-ink-900">{t('adminTailoring.notes')}</span> {request.notes}
          </p>
        )}
      </section>

      <section aria-labelledby="tailoring-measurements-heading">
        <h3 id="tailoring-measurements-heading" className="font-semibold text-ink-900">
          {t('adminTailoring.measurements')}
        </h3>
        <table className="mt-2 w-full max-w-sm text-start" data-testid="tailoring-measurements">
          <tbody className="divide-y divide-ink-100">
            {rows.map((row) => (
              <tr key={row.part}>
                <th scope="row" className="py-1.5 pe-4 font-medium text-ink-700">
                  {row.part}
                </th>
                <td className="py-1.5 text-ink-900 tabular-nums" dir="ltr">
                  {row.cm}
                </td>
                <td className="py-1.5 text-ink-600 tabular-nums" dir="ltr">
                  {row.asGiven ?? ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {request.design_files === 0 ? null : (
        <section aria-labelledby="tailoring-files-heading">
          <h3 id="tailoring-files-heading" className="font-semibold text-ink-900">
            {t('adminTailoring.designFiles')}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {Array.from({ length: request.design_files }, (_, index) => (
              <li key={index}>
                <a
                  href={designFileUrl(request.number, index)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={secondaryButtonClass}
                >
                  <FormattedMessage id="adminTailoring.designFileSr" values={{ n: String(index + 1), sr }} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <QuoteForm key={`${request.number}-${request.updated_at}`} request={request} onMessage={setMessage} />
      {message === null ? null : <Notice tone={message.tone}>{message.text}</Notice>}

      <section aria-labelledby="tailoring-history-heading">
        <h3 id="tailoring-history-heading" className="font-semibold text-ink-900">
          {t('adminTailoring.history')}
        </h3>
        <ol className="mt-2 space-y-1 text-ink-700" data-testid="tailoring-history">
          {request.status_history.map((entry, index) => (
            <li key={`${entry.at}-${String(index)}`}>
              <FormattedMessage
                id="adminTailoring.historyLine"
                values={{ at: <bdi dir={dateDirection}>{dates.dateTime(entry.at)}</bdi>, status: tailoringStatusLabel(entry.status, t) }}
              />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export function TailoringDetail({ number, initial, onClose }: TailoringDetailProps) {
  const t = useT();
  const say = useServerWords();
  const { data, isError, error } = useGetTailoringRequestQuery(number, { refetchOnMountOrArgChange: true });
  const request = data ?? initial;
  return (
    <Modal title={t('adminTailoring.detailTitle', { number })} onClose={onClose}>
      {isError ? (
        <Notice tone="error">{errorMessage(error, t('adminTailoring.loadFailed'), { say })}</Notice>
      ) : null}
      {request === undefined ? <p role="status">{t('adminTailoring.loadingRequest')}</p> : <RequestBody request={request} />}
    </Modal>
  );
}
