// One form for both kinds of request (spec section 5): a custom design
// (description, fabric, colour, design files) or an alteration (item type),
// each with the phone, the measurements and notes. The rules run in the
// browser with the spec's messages and again on the server, whose field
// messages land on the same fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { errorMessage } from '@/api/error-message';
import { serverFieldsOf } from '@/api/orders';
import { MEASUREMENT_PARTS, type TailoringRequest } from '@/api/tailoring';
import { useSubmitTailoringRequestMutation } from '@/features/tailoring/api/tailoring-api';
import { type DesignFile, DesignFiles } from '@/features/tailoring/components/design-files';
import { MeasurementFields } from '@/features/tailoring/components/measurement-fields';
import {
  emptyRequest,
  formPathOf,
  ITEM_TYPES,
  requestInput,
  type RequestOutput,
  requestSchema,
  type RequestValues,
} from '@/features/tailoring/tailoring-forms';
import { Field, inputClass, invalidProps } from '@/ui/field';
import { SubmitButton } from '@/ui/button';
import { Options } from '@/ui/options';

type RequestFormProps = {
  kind: RequestValues['kind'];
  onSent: (request: TailoringRequest) => void;
};

const NOT_SENT = "We couldn't send your request. Please try again.";
const STILL_UPLOADING = 'Please wait for your design files to finish uploading.';

const textareaClass =
  'mt-1.5 block min-h-28 w-full rounded-xl border border-ink-300 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-ocean-600 focus:outline-none focus:ring-2 focus:ring-ocean-200 aria-invalid:border-rose-600 sm:text-sm';

export function RequestForm({ kind, onSent }: RequestFormProps) {
  const [submit, { isLoading }] = useSubmitTailoringRequestMutation();
  const [files, setFiles] = useState<readonly DesignFile[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RequestValues, unknown, RequestOutput>({
    resolver: zodResolver(requestSchema),
    defaultValues: emptyRequest(kind),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    setError,
    formState: { errors },
  } = form;
  const unit = useWatch({ control: form.control, name: 'unit' });
  const id = (name: string) => `${kind}-${name}`;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (files.some((f) => f.state === 'uploading')) {
      setFailure(STILL_UPLOADING);
      return;
    }
    const refs = files.flatMap((f) => (f.state === 'done' ? [f.ref] : []));
    const result = await submit(requestInput(values, refs));
    if (result.error !== undefined) {
      for (const [path, message] of Object.entries(serverFieldsOf(result.error))) {
        const field = formPathOf(path);
        if (field !== null) {
          setError(field as keyof RequestValues, { type: 'server', message });
        }
      }
      setFailure(errorMessage(result.error, NOT_SENT));
      return;
    }
    form.reset(emptyRequest(kind));
    setFiles([]);
    onSent(result.data);
  });

  const partErrors = Object.fromEntries(
    MEASUREMENT_PARTS.map((part) => [part, errors.measurements?.[part]?.message]),
  );

  return (
    <form
      noValidate
      aria-label={kind === 'alteration' ? 'Alteration request' : 'Custom design request'}
      onSubmit={(event) => {
        void onSubmit(event);
      }}
      className="space-y-5"
      data-testid={`${kind}-form`}
    >
      {failure === null ? null : (
        <p role="alert" className="rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700">
          {failure}
        </p>
      )}
      <Field id={id('phone')} label="Phone" error={errors.phone?.message} hint="We send your quote to this number (WhatsApp or SMS).">
        <input
          id={id('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="7XXXXXX"
          className={inputClass}
          {...invalidProps(id('phone'), errors.phone?.message)}
          {...register('phone')}
        />
      </Field>

      {kind === 'custom_design' ? (
        <>
          <Field id={id('description')} label="What would you like us to make?" error={errors.description?.message}>
            <textarea
              id={id('description')}
              rows={4}
              placeholder="An ankle-length abaya with wide sleeves and pearl trim..."
              className={textareaClass}
              {...invalidProps(id('description'), errors.description?.message)}
              {...register('description')}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={id('fabric')} label="Fabric type" optional error={errors.fabricType?.message}>
              <input
                id={id('fabric')}
                type="text"
                placeholder="Nida, chiffon, crepe..."
                className={inputClass}
                {...invalidProps(id('fabric'), errors.fabricType?.message)}
                {...register('fabricType')}
              />
            </Field>
            <Field id={id('color')} label="Colour" optional error={errors.color?.message}>
              <input
                id={id('color')}
                type="text"
                className={inputClass}
                {...invalidProps(id('color'), errors.color?.message)}
                {...register('color')}
              />
            </Field>
          </div>
        </>
      ) : (
        <Field id={id('item-type')} label="Item type" error={errors.itemType?.message}>
          <select
            id={id('item-type')}
            className={inputClass}
            {...invalidProps(id('item-type'), errors.itemType?.message)}
            {...register('itemType')}
          >
            <option value="">Select item type</option>
            <Options choices={ITEM_TYPES} />
          </select>
        </Field>
      )}

      <MeasurementFields
        idPrefix={kind}
        unit={unit}
        unitField={register('unit')}
        partField={(part) => register(`measurements.${part}`)}
        groupError={errors.measurements?.message ?? errors.measurements?.root?.message}
        partErrors={partErrors}
      />

      {kind === 'custom_design' ? <DesignFiles files={files} onChange={(update) => { setFiles(update); }} /> : null}

      <Field id={id('notes')} label={kind === 'alteration' ? 'What should we change?' : 'Notes'} optional error={errors.notes?.message}>
        <textarea
          id={id('notes')}
          rows={3}
          className={textareaClass}
          {...invalidProps(id('notes'), errors.notes?.message)}
          {...register('notes')}
        />
      </Field>

      <SubmitButton busy={isLoading} busyLabel="Sending..." size="lg" className="w-full sm:w-auto">
        Send Request
      </SubmitButton>
    </form>
  );
}
