// The pieces both product forms share; the labelled controls are the
// admin's shared ones (ui/form-controls).
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import type { Category } from '@/api/catalog';
import type { CategoryGroup } from '@/features/admin/products/clothing-form';

import { BusyButton, primaryButtonClass, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { Options } from '@/ui/options';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';
import { useT } from '@/i18n/use-t';

/** The section title inside a form. */
export function FormSection({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="border-t border-ink-200 pt-5">
      <h3 id={id} className="text-base font-semibold text-ink-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

type FeaturedCheckboxProps = {
  registration: UseFormRegisterReturn;
  /** Layout in the form's grid. */
  className?: string;
  children: ReactNode;
};

/** "Featured (shown on the home page)": a checkbox with its words to the right. */
export function FeaturedCheckbox({ registration, className, children }: FeaturedCheckboxProps) {
  return (
    <label className={`flex items-center gap-3 text-sm font-semibold text-ink-800${className === undefined ? '' : ` ${className}`}`}>
      <input type="checkbox" className="h-5 w-5 accent-ocean-700" {...registration} />
      {children}
    </label>
  );
}

/** The spec's empty-category text (section 8), with the shop's word and its section. */
export function noCategoriesMessage(shop: 'clothing' | 'appliances', t: Translate = englishT): string {
  return t(shop === 'clothing' ? 'adminProducts.noClothingCategories' : 'adminProducts.noApplianceCategories');
}

type CategoryOptionsProps = {
  groups: readonly CategoryGroup[];
  /** The product's own category, listed even when it is not a subcategory. */
  current: Category | undefined;
};

/** The options of a category select: subcategories grouped under their parents. */
export function CategoryOptions({ groups, current }: CategoryOptionsProps) {
  const t = useT();
  const listed = groups.some((group) => group.children.some((child) => child.id === current?.id));
  return (
    <>
      <option value="">{t('adminProducts.selectCategory')}</option>
      {current !== undefined && !listed ? <option value={current.id}>{current.name}</option> : null}
      {groups.map((group) => (
        <optgroup key={group.parent.id} label={group.parent.name}>
          <Options choices={group.children.map((child) => ({ value: child.id, label: child.name }))} />
        </optgroup>
      ))}
    </>
  );
}

/** Under the fields: the failure or hint, then Cancel and Save, kept in view while the form scrolls. */
export function FormFooter({
  notice,
  submitting,
  onCancel,
  saveLabel,
}: {
  notice: ReactNode;
  submitting: boolean;
  onCancel: () => void;
  saveLabel: string;
}) {
  const t = useT();
  return (
    <div className="sticky -bottom-5 -mx-5 mt-6 border-t border-ink-200 bg-white px-5 pt-4 pb-5 sm:-mx-6 sm:px-6">
      {notice}
      <div className={`flex gap-3 sm:justify-end ${notice === null ? '' : 'mt-3'}`}>
        <button type="button" onClick={onCancel} className={`${secondaryButtonClass} flex-1 sm:flex-none`}>
          {t('adminProducts.cancel')}
        </button>
        <BusyButton busy={submitting} busyLabel={t('adminProducts.saving')} className={`${primaryButtonClass} flex-1 whitespace-nowrap sm:flex-none`}>
          {saveLabel}
        </BusyButton>
      </div>
    </div>
  );
}
