// Admin sign-in against the server (DESIGN.md, "Where we differ"): the session
// is an HttpOnly cookie the browser sends by itself on same-origin requests;
// GET /auth/session says whether it is valid. The spec's client-side flag is
// kept in localStorage only as a hint for other tabs and later visits; it
// never grants anything.
import { z } from 'zod';

import { baseApi } from '@/api/base-api';
import { localStorageOrNull } from '@/lib/browser-storage';

/** The spec's admin-auth browser key (section 9): "true" or absent. */
export const ADMIN_AUTH_FLAG_KEY = 'dhoni.adminAuth';

export const sessionSchema = z.object({
  authenticated: z.boolean(),
  expiresAt: z.string().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

export type LoginRequest = { password: string };

function rememberSignedIn(signedIn: boolean): void {
  const storage = localStorageOrNull();
  try {
    if (signedIn) {
      storage?.setItem(ADMIN_AUTH_FLAG_KEY, 'true');
    } else {
      storage?.removeItem(ADMIN_AUTH_FLAG_KEY);
    }
  } catch {
    // Only a hint: a full or disabled storage changes nothing.
  }
}

/** Whether the server agreed to a sign-in or sign-out (a refusal changes nothing). */
async function succeeded(answer: Promise<unknown>): Promise<boolean> {
  try {
    await answer;
    return true;
  } catch {
    return false;
  }
}

/** A sign-in or sign-out the server refused changes no session: nothing to check again. */
const invalidatesSessionOnSuccess = (_result: unknown, error: unknown) => (error === undefined ? ['Session' as const] : []);

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<Session, void>({
      query: () => '/auth/session',
      // A saved "authenticated" would be a lie once the cookie expires.
      extraOptions: { offlineFallback: false },
      transformResponse: (body: unknown) => sessionSchema.parse(body),
      providesTags: ['Session'],
      onQueryStarted: async (_arg, { queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          rememberSignedIn(data.authenticated);
        } catch {
          // The screen treats an unanswered check as signed out.
        }
      },
    }),
    login: build.mutation<null, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: invalidatesSessionOnSuccess,
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        if (await succeeded(queryFulfilled)) {
          rememberSignedIn(true);
          // Show the admin at once; the invalidated session check confirms it.
          await dispatch(authApi.util.upsertQueryData('getSession', undefined, { authenticated: true }));
        }
      },
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      invalidatesTags: invalidatesSessionOnSuccess,
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        if (await succeeded(queryFulfilled)) {
          rememberSignedIn(false);
          await dispatch(authApi.util.upsertQueryData('getSession', undefined, { authenticated: false }));
        }
      },
    }),
  }),
});

export const { useGetSessionQuery, useLoginMutation, useLogoutMutation } = authApi;
