import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { ChangePasswordCard } from '@/features/admin/settings/change-password-card';
import { apiUrl } from '@/features/admin/testing/fake-settings-server';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';

function passwordServer(answer?: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.put(apiUrl('/auth/password'), async ({ request }) => {
      bodies.push(await request.json());
      return answer?.() ?? new HttpResponse(null, { status: 204 });
    }),
  );
  return bodies;
}

async function fill(user: ReturnType<typeof renderWithProviders>['user'], current: string, next: string, confirm: string) {
  const form = within(screen.getByRole('form', { name: 'Change password' }));
  if (current !== '') {
    await user.type(form.getByLabelText('Current password'), current);
  }
  if (next !== '') {
    await user.type(form.getByLabelText('New password'), next);
  }
  if (confirm !== '') {
    await user.type(form.getByLabelText('Confirm new password'), confirm);
  }
  await user.click(form.getByRole('button', { name: 'Change password' }));
}

describe('Change password', () => {
  it('changes the password, says other devices were signed out, and clears the inputs', async () => {
    const bodies = passwordServer();
    const { user } = renderWithProviders(<ChangePasswordCard />);

    await fill(user, 'old-password', 'a-new-password', 'a-new-password');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password changed. Other devices have been signed out.',
    );
    expect(bodies).toEqual([{ currentPassword: 'old-password', newPassword: 'a-new-password' }]);
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it.each([
    ['a confirmation that differs', 'old-password', 'a-new-password', 'a-new-passw0rd', 'Confirm new password', 'Passwords do not match'],
    ['a short new password', 'old-password', 'short', 'short', 'New password', 'New password must be at least 8 characters'],
    ['no current password', '', 'a-new-password', 'a-new-password', 'Current password', 'Current password is required'],
    ['the same password again', 'same-password', 'same-password', 'same-password', 'New password', 'New password must differ from the current one'],
    ['more than 72 bytes', 'old-password', 'é'.repeat(37), 'é'.repeat(37), 'New password', 'New password must be at most 72 bytes'],
  ])('refuses %s before asking the server', async (_case, current, next, confirm, label, message) => {
    const bodies = passwordServer();
    const { user } = renderWithProviders(<ChangePasswordCard />);

    await fill(user, current, next, confirm);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(bodies).toEqual([]);
  });

  it("puts the server's messages on the inputs and keeps them filled", async () => {
    passwordServer(() =>
      HttpResponse.json(
        { error: 'Please fix the highlighted fields.', fields: { currentPassword: 'Current password is incorrect' } },
        { status: 422 },
      ),
    );
    const { user } = renderWithProviders(<ChangePasswordCard />);

    await fill(user, 'wrong-password', 'a-new-password', 'a-new-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix the highlighted fields.');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is incorrect');
    expect(screen.getByLabelText('Current password')).toHaveValue('wrong-password');
    expect(screen.getByLabelText('New password')).toHaveValue('a-new-password');
  });

  it('shows the rate limit', async () => {
    passwordServer(() =>
      HttpResponse.json({ error: 'Too many attempts. Please wait a few minutes.' }, { status: 429 }),
    );
    const { user } = renderWithProviders(<ChangePasswordCard />);

    await fill(user, 'old-password', 'a-new-password', 'a-new-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes.');
  });
});
