// The delivery fees of the settings: a flat fee, one per atoll of the
// geography, one per island where the owner sets it, and free delivery.
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';

import type { Atoll } from '@/api/settings';
import {
  CheckboxRow,
  checkboxClass,
  FormSection,
  MVR_RANGE,
  NumberSetting,
  settingId,
  type SettingsForm,
} from '@/features/admin/settings/form-field';
import { FREE_DELIVERY_SHOP_LABEL_IDS, FREE_DELIVERY_SHOPS } from '@/features/admin/settings/settings-form';
import { compactSelectClass, inputClass, RemoveButton, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { useT } from '@/i18n/use-t';
import { FormField } from '@/ui/field';
import { Options } from '@/ui/options';

export function DeliverySettings({ form, atolls }: { form: SettingsForm; atolls: readonly Atoll[] }) {
  const t = useT();
  const atollFees = useWatch({ control: form.control, name: 'delivery.atollFees' });
  return (
    <FormSection
      legend={t('adminSettings.delivery')}
      description={t('adminSettings.deliveryIntro')}
    >
      <NumberSetting
        form={form}
        path="delivery.flatFeeMvr"
        label={t('adminSettings.flatFee')}
        hint={t('adminSettings.flatFeeHint')}
        range={MVR_RANGE}
      />
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className="text-sm font-semibold text-ink-800">{t('adminSettings.feePerAtoll')}</legend>
        {atollFees.length === 0 ? (
          <p className="mt-1 text-sm text-ink-600">{t('adminSettings.noAtolls')}</p>
        ) : (
          <div className="mt-2 grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {atollFees.map(({ atoll }, index) => (
              <NumberSetting
                key={atoll}
                form={form}
                path={`delivery.atollFees.${index}.fee`}
                label={atoll}
                range={MVR_RANGE}
                placeholder={t('adminSettings.flatFeePlaceholder')}
              />
            ))}
          </div>
        )}
      </fieldset>
      <IslandFees form={form} atolls={atolls} />
      <FreeDelivery form={form} atolls={atolls} />
    </FormSection>
  );
}

/** Fees of single islands (a resort, a far island), over their atoll's. */
function IslandFees({ form, atolls }: { form: SettingsForm; atolls: readonly Atoll[] }) {
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'delivery.islandFees' });
  const [atoll, setAtoll] = useState('');
  const [island, setIsland] = useState('');
  const islands = (atolls.find((entry) => entry.name === atoll)?.islands ?? []).filter(
    (name) => !fields.some((field) => field.atoll === atoll && field.island === name),
  );
  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="text-sm font-semibold text-ink-800">{t('adminSettings.feePerIsland')}</legend>
      <p className="text-xs text-ink-600">{t('adminSettings.feePerIslandIntro')}</p>
      {fields.length === 0 ? null : (
        <ul className="mt-2 grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('adminSettings.islandFees')}>
          {fields.map((field, index) => (
            <li key={field.id} className="flex items-end gap-1">
              <div className="min-w-0 flex-1">
                <NumberSetting
                  form={form}
                  path={`delivery.islandFees.${index}.fee`}
                  label={t('adminSettings.islandFeeLabel', { island: field.island, atoll: field.atoll })}
                  range={MVR_RANGE}
                  placeholder={t('adminSettings.atollFeePlaceholder')}
                />
              </div>
              <RemoveButton
                named={t('adminSettings.islandFeeNamed', { island: field.island })}
                onClick={() => {
                  remove(index);
                }}
                className="shrink-0 py-2"
              >
                {t('adminSettings.remove')}
              </RemoveButton>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <Picker
          label={t('adminSettings.atoll')}
          placeholder={t('adminSettings.chooseAtoll')}
          value={atoll}
          choices={atolls.map((entry) => entry.name)}
          onPick={(name) => {
            setAtoll(name);
            setIsland('');
          }}
        />
        <Picker
          label={t('adminSettings.island')}
          placeholder={t('adminSettings.chooseIsland')}
          value={island}
          choices={islands}
          onPick={setIsland}
        />
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={island === ''}
          onClick={() => {
            append({ atoll, island, fee: '' }, { shouldFocus: true });
            setIsland('');
          }}
        >
          {t('adminSettings.addIslandFee')}
        </button>
      </div>
    </fieldset>
  );
}

type PickerProps = {
  label: string;
  placeholder: string;
  value: string;
  choices: readonly string[];
  onPick: (name: string) => void;
};

/** A labelled select of names, the placeholder until one is picked; disabled with nothing to pick. */
function Picker({ label, placeholder, value, choices, onPick }: PickerProps) {
  return (
    <label className="text-xs font-semibold text-ink-700">
      {label}
      <select
        className={`${compactSelectClass} mt-1 block`}
        value={value}
        disabled={choices.length === 0}
        onChange={(event) => {
          onPick(event.target.value);
        }}
      >
        <option value="">{placeholder}</option>
        <Options choices={choices} />
      </select>
    </label>
  );
}

/** Free delivery from a subtotal, for one shop or both, with atolls left out. */
function FreeDelivery({ form, atolls }: { form: SettingsForm; atolls: readonly Atoll[] }) {
  const t = useT();
  const shopLabels = Object.fromEntries(FREE_DELIVERY_SHOPS.map((shop) => [shop, t(FREE_DELIVERY_SHOP_LABEL_IDS[shop])]));
  return (
    <fieldset className="grid min-w-0 gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="text-sm font-semibold text-ink-800">{t('adminSettings.freeDelivery')}</legend>
      <NumberSetting
        form={form}
        path="delivery.freeThresholdMvr"
        label={t('adminSettings.freeFrom')}
        optional
        hint={t('adminSettings.freeFromHint')}
        range={MVR_RANGE}
        placeholder={t('adminSettings.off')}
      />
      <FormField
        look="admin"
        form={form}
        name="delivery.freeShop"
        id={settingId('delivery.freeShop')}
        label={t('adminSettings.counting')}
      >
        {(control) => (
          <select className={inputClass} {...control}>
            <Options choices={FREE_DELIVERY_SHOPS} labels={shopLabels} />
          </select>
        )}
      </FormField>
      {atolls.length === 0 ? null : (
        <details className="sm:col-span-2">
          <summary className="cursor-pointer text-sm font-semibold text-ocean-700">{t('adminSettings.freeExcept')}</summary>
          <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {atolls.map(({ name }, index) => {
              const id = `settings-delivery-freeExceptAtolls-${String(index)}`;
              return (
                <CheckboxRow key={name} id={id} label={name}>
                  <input id={id} type="checkbox" value={name} className={checkboxClass} {...form.register('delivery.freeExceptAtolls')} />
                </CheckboxRow>
              );
            })}
          </div>
        </details>
      )}
    </fieldset>
  );
}
