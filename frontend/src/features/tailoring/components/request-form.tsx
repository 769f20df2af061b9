// One form for both kinds of request (spec section 5): a custom design
// (description, fabric, colour, design files) or an alteration (item type),
// each with the phone, the measurements and notes. The rules run in the
// browser with the spec's messages and again on the server, whose field
// messages land on the same fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';

import { errorMessage } from '@/api/error-message';
import { serverFieldsOf } from '@/api/orders';
import { MEASUREMENT_PARTS, type TailoringRequest } from '@/api/tailoring';
import { useSubmitTailoringRequestMutation } from '@/features/tailoring/api/tailoring-api';
import { type DesignFile, DesignFiles } from '@/features/tailoring/components/design-files';
import { MeasurementFields } from '@/features/tailoring/components/measurement-fields';
import {
  emptyRequest,
  formPathOf,
  ITEM_TYPE_IDS,
  ITEM_TYPES,
  requestInput,
  type RequestOutput,
  requestSchemaIn,
  type RequestValues,
} from '@/features/tailoring/tailoring-forms';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';
import { SelectField, TextField } from '@/ui/field';
import { SubmitButton } from '@/ui/button';
import { Options } from '@/ui/options';

type RequestFormProps = {
  kind: RequestValues['kind'];
  onSent: (request: TailoringRequest) => void;
};


const textareaClass =
  'mt-1.5 block min-h-28 w-full rounded-xl border border-ink-300 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-ocean-600 focus:outline-none focus:ring-2 focus:ring-ocean-200 aria-invalid:border-rose-600 sm:text-sm';

export function RequestForm({ kind, onSent }: RequestFormProps) {
  const [submit, { isLoading }] = useSubmitTailoringRequestMutation();
  const [files, setFiles] = useState<readonly DesignFile[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const say = useServerWords();
  const t = useT();
  const intl = useIntl();
  // The rules' messages follow the page's language.
  const schema = useMemo(() => requestSchemaIn((id, values) => intl.formatMessage({ id }, values)), [intl]);
  const form = useForm<RequestValues, unknown, RequestOutput>({
    resolver: zodResolver(schema),
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
      setFailure(t('tailoring.stillUploading'));
      return;
    }
    const refs = files.flatMap((f) => (f.state === 'done' ? [f.ref] : []));
    const result = await submit(requestInput(values, refs));
    if (result.error !== undefined) {
      for (const [path, message] of Object.entries(serverFieldsOf(result.error, say))) {
        const field = formPathOf(path);
        if (field !== null) {
          setError(field as keyof RequestValues, { type: 'server', message });
        }
      }
      setFailure(errorMessage(result.error, t('tailoring.notSent'), { say }));
      return;
    }
    form.reset(emptyRequest(kind));
    setFiles([]);
    onSent(result.data);
  });

  const itemTypeLabels = Object.fromEntries(ITEM_TYPES.map((type) => [type, t(ITEM_TYPE_IDS[type])]));
  const partErrors = Object.fromEntries(
    MEASUREMENT_PARTS.map((part) => [part, errors.measurements?.[part]?.message]),
  );

  return (
    <form
      noValidate
      aria-label={t(kind === 'alteration' ? 'tailoring.alterationRequest' : 'tailoring.customDesignRequest')}
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
      <TextField
        id={id('phone')}
        label={t('tailoring.phone')}
        error={errors.phone?.message}
        hint={t('tailoring.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('tailoring.phonePlaceholder')}
        control={register('phone')}
      />

      {kind === 'custom_design' ? (
        <>
          <TextField
            id={id('description')}
            label={t('tailoring.description')}
            error={errors.description?.message}
            rows={4}
            placeholder={t('tailoring.descriptionPlaceholder')}
            inputClassName={textareaClass}
            control={register('description')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={id('fabric')}
              label={t('tailoring.fabricType')}
              optional
              error={errors.fabricType?.message}
              placeholder={t('tailoring.fabricPlaceholder')}
              control={register('fabricType')}
            />
            <TextField id={id('color')} label={t('tailoring.colour')} optional error={errors.color?.message} control={register('color')} />
          </div>
        </>
      ) : (
        <SelectField id={id('item-type')} label={t('tailoring.itemType')} error={errors.itemType?.message} control={register('itemType')}>
          <option value="">{t('tailoring.selectItemType')}</option>
          <Options choices={ITEM_TYPES} labels={itemTypeLabels} />
        </SelectField>
      )}

      <MeasurementFields
        idPrefix={kind}
        unit={unit}
        // "At least one measurement" belongs to the group, and each range to
        // the unit: both are checked again when a part or the unit changes,
        // so a message goes as soon as it is fixed.
        unitField={register('unit', { deps: ['measurements'] })}
        partField={(part) => register(`measurements.${part}`, { deps: ['measurements'] })}
        groupError={errors.measurements?.message ?? errors.measurements?.root?.message}
        partErrors={partErrors}
      />

      {kind === 'custom_design' ? <DesignFiles files={files} onChange={(update) => { setFiles(update); }} /> : null}

      <TextField
        id={id('notes')}
        label={t(kind === 'alteration' ? 'tailoring.whatToChange' : 'tailoring.notes')}
        optional
        error={errors.notes?.message}
        rows={3}
        inputClassName={textareaClass}
        control={register('notes')}
      />

      <SubmitButton busy={isLoading} busyLabel={t('tailoring.sending')} size="lg" className="w-full sm:w-auto">
        {t('tailoring.sendRequest')}
      </SubmitButton>
    </form>
  );
}
