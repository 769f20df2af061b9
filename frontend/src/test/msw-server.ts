// One MSW server for the unit tests: the network is mocked at the network.
// Tests add handlers with server.use(...); unhandled requests fail the test.
import { setupServer } from 'msw/node';

export const server = setupServer();

/** jsdom's origin; fetchBaseQuery resolves '/api' against it. */
export const apiUrl = (path: string) => new URL(`/api${path}`, window.location.origin).href;
