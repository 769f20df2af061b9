// A screen's title and description in the page's language: "Home · Dhoni"
// in English, the screen's name and the shop's in Thaana on a Dhivehi page.
// The English texts are the ones the server writes (src/lib/page-head.tsx,
// docs/testdata/page-heads.json); the screen gives its name already in the
// page's language.
import { useKitT } from '@/i18n/use-kit-t';
import { usePageHead } from '@/lib/page-head';

export function PageHead({ screen, description }: { screen: string; description?: string | undefined }) {
  const t = useKitT();
  const name = screen.trim();
  const title = name === '' ? t('common.shopName') : t('app.pageTitle', { screen: name });
  usePageHead(title, description ?? t('app.descriptionHome'));
  return null;
}
