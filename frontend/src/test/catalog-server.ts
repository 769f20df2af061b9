// serveCatalog(): a test's own fake catalogue server (see catalog-handlers.ts),
// in front of the default one, to look at the requests or change the data.
import { catalogHandlers, type FakeCatalog } from '@/test/catalog-handlers';
import { server } from '@/test/msw-server';

export function serveCatalog(options: Parameters<typeof catalogHandlers>[0] = {}): FakeCatalog {
  const { handlers, ...fake } = catalogHandlers(options);
  server.use(...handlers);
  return fake;
}
