import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { LoadError } from '@/ui/load-error';

describe('LoadError', () => {
  it('says what failed and why, and asks again on request', async () => {
    const onRetry = vi.fn();
    render(<LoadError what="Could not load the orders." error={{ status: 'FETCH_ERROR', error: 'offline' }} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the orders.');
    expect(alert).toHaveTextContent('Could not reach the shop. Please check your connection and try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('waits while asking again', () => {
    render(<LoadError what="Could not load the orders." onRetry={() => undefined} retrying />);
    expect(screen.getByRole('button', { name: 'Trying again…' })).toBeDisabled();
  });
});
