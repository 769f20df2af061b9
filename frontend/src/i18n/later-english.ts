// The English texts of the later screens, one file fetched once
// (loadLaterEnglish in catalog.ts, decision 242).
import { mergeCatalog, type Messages } from '@/i18n/catalog';

const files = import.meta.glob<Messages>(
  [
    './messages/en/admin*.json',
    './messages/en/checkout.json',
    './messages/en/orders.json',
    './messages/en/tailoring.json',
    './messages/en/dates.json',
    './messages/en/cartScreen.json',
    './messages/en/cart.json',
  ],
  { eager: true, import: 'default' },
);

export const laterEnglish: Messages = mergeCatalog(files);
