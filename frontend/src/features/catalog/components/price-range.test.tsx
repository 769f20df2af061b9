import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { PriceRange } from '@/features/catalog/components/price-range';

describe('PriceRange', () => {
  it('applies whole MVR on Enter, leaving out what is not a digit', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PriceRange min={undefined} max={undefined} onChange={onChange} />);

    await user.type(screen.getByLabelText('Min price'), '1.5e2{Enter}');

    expect(onChange).toHaveBeenCalledWith({ min: 152, max: undefined });
  });

  it('does not call back when nothing changed', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PriceRange min={300} max={undefined} onChange={onChange} />);

    await user.click(screen.getByLabelText('Min price'));
    await user.tab();

    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows the address, keeping what is being typed in the other box', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PriceRange min={undefined} max={undefined} onChange={vi.fn()} />);
    await user.type(screen.getByLabelText('Max price'), '2500');

    // The min box's own change lands while the max box is being typed in.
    rerender(<PriceRange min={500} max={undefined} onChange={vi.fn()} />);
    expect(screen.getByLabelText('Min price')).toHaveValue('500');
    expect(screen.getByLabelText('Max price')).toHaveValue('2500');

    // Clear All: both go.
    rerender(<PriceRange min={undefined} max={2500} onChange={vi.fn()} />);
    rerender(<PriceRange min={undefined} max={undefined} onChange={vi.fn()} />);
    expect(screen.getByLabelText('Min price')).toHaveValue('');
    expect(screen.getByLabelText('Max price')).toHaveValue('');
  });
});
