// The form of a discount code: what it takes off (a percentage or MVR, and
// free delivery), the minimum, when it works (Maldives time), what it applies
// to and how often. The server checks every rule and its messages are shown
// on their fields.
import { useState } from 'react';

import { useGetCategoriesQuery } from '@/api/catalog';
import { useSaveDiscountCodeMutation } from '@/api/discounts';
import { errorMessage } from '@/api/error-message';
import { serverFieldsOf } from '@/api/orders';
import { type CodeFormValues, toInput } from '@/features/admin/discounts/code-rules';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { useT } from '@/i18n/use-t';

type Props = { initial: CodeFormValues; isNew: boolean; onDone: () => void };

const SERVER_FIELDS: Record<string, string> = { percent: 'value', amount: 'value', category_ids: 'categoryIds' };

export function DiscountCodeForm({ initial, isNew, onDone }: Props) {
  const t = useT();
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveDiscountCodeMutation();
  const { data: categories = [] } = useGetCategoriesQuery();
  const set = <K extends keyof CodeFormValues>(key: K, value: CodeFormValues[K]) => {
    setV((old) => ({ ...old, [key]: value }));
  };

  const field = (key: keyof CodeFormValues, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <label className="block text-sm font-medium text-ink-800">
      {label}
      <input
        {...props}
        value={String(v[key])}
        onChange={(event) => {
          set(key, event.target.value as never);
        }}
        aria-invalid={errors[key] === undefined ? undefined : true}
        className={inputClass}
      />
      {errors[key] === undefined ? null : <span className="mt-1 block text-xs text-rose-700">{errors[key]}</span>}
    </label>
  );

  return (
    <form
      noValidate
      className="space-y-4 rounded-2xl border border-ink-200 bg-white p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save({ input: toInput(v), isNew }).then((result) => {
          if (result.error === undefined) {
            onDone();
            return;
          }
          const fields: Record<string, string> = {};
          for (const [path, message] of Object.entries(serverFieldsOf(result.error))) {
            fields[SERVER_FIELDS[path] ?? path.replace(/_(\w)/gu, (_m, c: string) => c.toUpperCase())] = message;
          }
          setErrors(fields);
          setFailure(errorMessage(result.error, t('adminDiscounts.saveFailed')));
        });
      }}
    >
      <h2 className="text-lg font-semibold text-ink-900">{isNew ? t('adminDiscounts.newCode') : t('adminDiscounts.editCode', { code: v.code })}</h2>
      {failure === null ? null : (
        <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {failure}
        </p>
      )}
      {isNew ? field('code', t('adminDiscounts.code'), { autoCapitalize: 'characters', placeholder: 'EID2026' }) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium text-ink-800">
          {t('adminDiscounts.discount')}
          <select
            value={v.kind}
            onChange={(event) => {
              set('kind', event.target.value === 'fixed' ? 'fixed' : 'percent');
            }}
            className={inputClass}
          >
            <option value="percent">{t('adminDiscounts.kindPercent')}</option>
            <option value="fixed">{t('adminDiscounts.kindFixed')}</option>
          </select>
        </label>
        {field('value', t(v.kind === 'percent' ? 'adminDiscounts.percentOffLabel' : 'adminDiscounts.mvrOffLabel'), { inputMode: 'decimal' })}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-ink-800">
        <input
          type="checkbox"
          checked={v.freeDelivery}
          onChange={(event) => {
            set('freeDelivery', event.target.checked);
          }}
        />
        {t('adminDiscounts.freeDeliveryLabel')}
      </label>
      {field('minSubtotal', t('adminDiscounts.minSubtotal'), { inputMode: 'decimal' })}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        {field('validFrom', t('adminDiscounts.validFrom'), { type: 'datetime-local' })}
        {field('validUntil', t('adminDiscounts.validUntil'), { type: 'datetime-local' })}
      </fieldset>
      <label className="block text-sm font-medium text-ink-800">
        {t('adminDiscounts.appliesTo')}
        <select
          value={v.scope}
          onChange={(event) => {
            set('scope', event.target.value as CodeFormValues['scope']);
          }}
          className={inputClass}
        >
          <option value="all">{t('adminDiscounts.everything')}</option>
          <option value="clothing">{t('adminDiscounts.clothing')}</option>
          <option value="appliances">{t('adminDiscounts.appliances')}</option>
          <option value="categories">{t('adminDiscounts.chosenCategoriesOption')}</option>
        </select>
      </label>
      {v.scope !== 'categories' ? null : (
        <fieldset className="grid gap-1.5 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium text-ink-800">{t('adminDiscounts.categories')}</legend>
          {categories.map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm text-ink-800">
              <input
                type="checkbox"
                checked={v.categoryIds.includes(c.id)}
                onChange={(event) => {
                  set('categoryIds', event.target.checked ? [...v.categoryIds, c.id] : v.categoryIds.filter((id) => id !== c.id));
                }}
              />
              {c.name}
            </label>
          ))}
          {errors.categoryIds === undefined ? null : <span className="text-xs text-rose-700">{errors.categoryIds}</span>}
        </fieldset>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        {field('maxUses', t('adminDiscounts.totalUses'), { inputMode: 'numeric' })}
        {field('maxUsesPerPhone', t('adminDiscounts.usesPerPhone'), { inputMode: 'numeric' })}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isLoading} className={primaryButtonClass}>
          {t(isLoading ? 'adminDiscounts.saving' : 'adminDiscounts.saveCode')}
        </button>
        <button type="button" onClick={onDone} className={secondaryButtonClass}>
          {t('adminDiscounts.cancel')}
        </button>
      </div>
    </form>
  );
}
