import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  LEAVE_UNSAVED_QUESTION,
  UnsavedChangesProvider,
  useAdminLeaveGuard,
  useUnsavedChanges,
} from '@/features/admin/ui/unsaved-changes';
import { renderWithProviders } from '@/test/render';

function DraftForm() {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '');
  return (
    <label>
      Name
      <input
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
    </label>
  );
}

/** The shell's part: a guard around the forms and a link out of the admin. */
function Shell() {
  const guard = useAdminLeaveGuard();
  return (
    <>
      <Link to="/shop">Shop</Link>
      <button
        type="button"
        onClick={() => {
          if (guard.mayLeave()) {
            document.title = 'left';
          }
        }}
      >
        Settings
      </button>
      <UnsavedChangesProvider value={guard.report}>
        <DraftForm />
        <DraftForm />
      </UnsavedChangesProvider>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('unsaved changes in the admin', () => {
  it('follows a link out of the admin without asking while nothing is typed', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user, router } = renderWithProviders(<Shell />, { route: '/admin' });

    await user.click(screen.getByRole('link', { name: 'Shop' }));

    expect(router.state.location.pathname).toBe('/shop');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before a link leaves a form with edits, and stays when the admin says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, router } = renderWithProviders(<Shell />, { route: '/admin' });
    const [first] = screen.getAllByRole('textbox', { name: 'Name' });
    await user.type(first as HTMLElement, 'Abaya');

    await user.click(screen.getByRole('link', { name: 'Shop' }));

    expect(confirm).toHaveBeenCalledWith(LEAVE_UNSAVED_QUESTION);
    expect(router.state.location.pathname).toBe('/admin');
    expect(first).toHaveValue('Abaya');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Shop' }));
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('still asks while one of two forms holds edits after the other was cleared', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderWithProviders(<Shell />, { route: '/admin' });
    const [first, second] = screen.getAllByRole('textbox', { name: 'Name' });
    await user.type(first as HTMLElement, 'Abaya');
    await user.type(second as HTMLElement, 'x');
    await user.clear(second as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Settings' }));

    expect(confirm).toHaveBeenCalledTimes(1);
    expect(document.title).not.toBe('left');
  });

  it("has the browser ask before the page is closed or reloaded with edits, and not without", async () => {
    const { user } = renderWithProviders(<Shell />, { route: '/admin' });
    const before = new Event('beforeunload', { cancelable: true });
    fireEvent(window, before);
    expect(before.defaultPrevented).toBe(false);

    const [first] = screen.getAllByRole('textbox', { name: 'Name' });
    await user.type(first as HTMLElement, 'Abaya');
    const after = new Event('beforeunload', { cancelable: true });
    fireEvent(window, after);

    expect(after.defaultPrevented).toBe(true);
  });
});
