// The owner's words inline in the page's language, as a span that takes its
// own direction where it has no Thaana on a Dhivehi page (useOwnDirection):
// `<OwnText en={category.name} dv={category.name_dv} />`.
import { useLocalized, useOwnDirection } from '@/i18n/use-localized';

export function OwnText({ en, dv }: { en: string; dv?: string | null | undefined }) {
  const text = useLocalized()(en, dv);
  return <span dir={useOwnDirection()(text)}>{text}</span>;
}
