// The Dhivehi catalogue, every area in one file: a Dhivehi page fetches it
// whole before it draws (loadDhivehi in catalog.ts), so one request, and the
// first load of every page carries one loader instead of one per area
// (decision 248).
import { mergeCatalog, type Messages } from '@/i18n/catalog';

const files = import.meta.glob<Messages>('./messages/dv/*.json', { eager: true, import: 'default' });

export const dhivehiMessages: Messages = mergeCatalog(files);
