// "Payment Method": Cash on Delivery (the default), Bank Transfer, which
// shows the shop's bank details and asks for the transfer slip, or, when the
// owner offers it and the shop can be reached, Pay online on the bank's page. The slip is
// checked in the browser (size, type) and uploaded as soon as it is chosen;
// the form keeps only the ref the server gave for it.
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';

import { errorMessage, isUnreachable } from '@/api/error-message';
import { uploadedSlipSchema } from '@/api/orders';
import { uploadFile } from '@/api/upload';
import type { Settings } from '@/api/settings';
import type { CheckoutOutput, CheckoutValues } from '@/features/checkout/checkout-form';
import { englishT } from '@/i18n/english';
import { useT } from '@/i18n/use-t';
import { fileProblem, UPLOAD_ACCEPT } from '@/lib/file-rules';
import { errorId } from '@/ui/field';
import { Card } from '@/ui/card';

export type SlipUpload =
  | { state: 'idle' }
  | { state: 'uploading'; fileName: string }
  | { state: 'done'; fileName: string }
  | { state: 'failed'; fileName: string };

type PaymentMethodProps = {
  form: UseFormReturn<CheckoutValues, unknown, CheckoutOutput>;
  bank: Settings['bank'];
  /** The number this checkout will place the order under: the transfer reference. */
  orderNumber: string;
  upload: SlipUpload;
  onUploadChange: (upload: SlipUpload) => void;
  /** Whether "Pay online" is offered (the owner has it on and the shop answered). */
  online?: boolean;
};

/** No connection to the shop: a slip is not kept on the device (decision 080). */
export const UPLOAD_UNREACHABLE = englishT('checkout.uploadUnreachable');

function BankDetails({ bank, orderNumber }: { bank: Settings['bank']; orderNumber: string }) {
  const [copied, setCopied] = useState(false);
  const t = useT();
  return (
    <div className="rounded-xl border border-ocean-200 bg-ocean-50 p-4 text-sm">
      <h3 className="font-semibold text-ocean-900">{t('checkout.bankDetails')}</h3>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
        <dt className="text-ink-600">{t('checkout.bank')}</dt>
        <dd className="font-medium text-ink-900">{bank.bankName}</dd>
        <dt className="text-ink-600">{t('checkout.accountName')}</dt>
        <dd className="font-medium text-ink-900">{bank.accountName}</dd>
        <dt className="text-ink-600">{t('checkout.accountNumber')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <bdi dir="ltr" className="font-mono font-semibold tracking-wide text-ink-900" data-testid="bank-account-number">
            {bank.accountNumber}
          </bdi>
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard
                .writeText(bank.accountNumber)
                .then(() => {
                  setCopied(true);
                })
                .catch(() => {
                  setCopied(false);
                });
            }}
            className="inline-flex h-8 items-center rounded-full border border-ocean-300 bg-white px-3 text-xs font-semibold text-ocean-800 hover:bg-ocean-100"
          >
            {t(copied ? 'checkout.copied' : 'checkout.copy')}
            <span className="sr-only">{t('checkout.copyWhat')}</span>
          </button>
        </dd>
        {bank.branch === undefined || bank.branch === '' ? null : (
          <>
            <dt className="text-ink-600">{t('checkout.branch')}</dt>
            <dd className="font-medium text-ink-900">{bank.branch}</dd>
          </>
        )}
      </dl>
      <p className="mt-3 text-ink-700">{bank.referenceHelp}</p>
      <p className="mt-2 text-ink-700">
        {t('checkout.yourOrderNumber')} <bdi dir="ltr" className="font-mono font-semibold text-ink-900" data-testid="checkout-order-number">
          {orderNumber}
        </bdi>
      </p>
      <p role="status" className="sr-only">
        {copied ? t('checkout.accountNumberCopied') : ''}
      </p>
    </div>
  );
}

export function PaymentMethod({ form, bank, orderNumber, upload, onUploadChange, online = false }: PaymentMethodProps) {
  const {
    register,
    control,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const t = useT();
  const method = useWatch({ control, name: 'paymentMethod' });
  const slipError = errors.transferSlip?.message;

  const choose = async (file: File) => {
    setValue('transferSlip', '');
    const problem = fileProblem(file);
    if (problem !== null) {
      onUploadChange({ state: 'idle' });
      setError('transferSlip', { type: 'file', message: problem });
      return;
    }
    clearErrors('transferSlip');
    onUploadChange({ state: 'uploading', fileName: file.name });
    let ref: string;
    try {
      ({ ref } = await uploadFile(file, 'transfer-slip', uploadedSlipSchema));
    } catch (error) {
      onUploadChange({ state: 'failed', fileName: file.name });
      // No answer: a slip is not kept on the device, so say what else to do;
      // otherwise the shop's own words (a 507 for a full slip store says what
      // to do).
      const message = isUnreachable(error) ? t('checkout.uploadUnreachable') : errorMessage(error, t('checkout.uploadFailed'));
      setError('transferSlip', { type: 'server', message });
      return;
    }
    setValue('transferSlip', ref);
    clearErrors('transferSlip');
    onUploadChange({ state: 'done', fileName: file.name });
  };

  const option =
    'flex cursor-pointer items-start gap-3 rounded-xl border border-ink-200 bg-white p-4 transition-colors hover:border-ocean-300 has-[:checked]:border-ocean-600 has-[:checked]:bg-ocean-50';

  return (
    <Card headingId="payment-heading" title={t('checkout.paymentMethod')}>
      <fieldset className="mt-5">
        <legend className="sr-only">{t('checkout.paymentMethod')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className={option}>
            <input type="radio" value="COD" className="mt-0.5 h-4 w-4 accent-ocean-700" {...register('paymentMethod')} />
            <span>
              <span className="block text-sm font-semibold text-ink-900">{t('checkout.cod')}</span>
              <span className="block text-xs text-ink-600">{t('checkout.codHelp')}</span>
            </span>
          </label>
          <label className={option}>
            <input type="radio" value="BANK" className="mt-0.5 h-4 w-4 accent-ocean-700" {...register('paymentMethod')} />
            <span>
              <span className="block text-sm font-semibold text-ink-900">{t('checkout.bankTransfer')}</span>
              <span className="block text-xs text-ink-600">{t('checkout.bankTransferHelp')}</span>
            </span>
          </label>
          {online ? (
            <label className={option}>
              <input type="radio" value="ONLINE" className="mt-0.5 h-4 w-4 accent-ocean-700" {...register('paymentMethod')} />
              <span>
                <span className="block text-sm font-semibold text-ink-900">{t('checkout.payOnline')}</span>
                <span className="block text-xs text-ink-600">{t('checkout.payOnlineHelp')}</span>
              </span>
            </label>
          ) : null}
        </div>
        {errors.paymentMethod?.message === undefined ? null : (
          <p className="mt-2 text-sm font-medium text-rose-700">{errors.paymentMethod.message}</p>
        )}
      </fieldset>

      {method === 'BANK' ? (
        <div className="mt-5 space-y-4">
          <BankDetails bank={bank} orderNumber={orderNumber} />
          <div>
            <label htmlFor="checkout-slip" className="block text-sm font-medium text-ink-800">
              {t('checkout.transferSlip')}
            </label>
            <p className="mt-0.5 text-xs text-ink-600">{t('checkout.transferSlipHint')}</p>
            <input
              id="checkout-slip"
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-invalid={slipError !== undefined}
              aria-describedby={slipError === undefined ? undefined : errorId('checkout-slip')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file !== undefined) {
                  void choose(file);
                }
              }}
              className="mt-2 block w-full text-sm text-ink-700 file:me-3 file:h-10 file:cursor-pointer file:rounded-full file:border-0 file:bg-ocean-700 file:px-4 file:text-sm file:font-semibold file:text-white hover:file:bg-ocean-800"
            />
            <div aria-live="polite" className="mt-2 text-sm">
              {upload.state === 'uploading' ? (
                <div data-testid="slip-upload-status">
                  <p className="text-ink-700">{t('checkout.uploading', { fileName: upload.fileName })}</p>
                  <div className="mt-1.5 h-1.5 w-full overflow-hidden rounded-full bg-ink-200">
                    <div className="h-full w-2/3 animate-pulse rounded-full bg-ocean-600" />
                  </div>
                </div>
              ) : null}
              {upload.state === 'done' ? (
                <p data-testid="slip-upload-status" className="font-medium text-success-700">
                  {t('checkout.uploaded', { fileName: upload.fileName })}
                </p>
              ) : null}
            </div>
            {slipError === undefined ? null : (
              <p id={errorId('checkout-slip')} className="mt-1 text-sm font-medium text-rose-700">
                {slipError}
              </p>
            )}
          </div>
        </div>
      ) : null}
    </Card>
  );
}
