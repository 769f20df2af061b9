import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { RequestForm } from '@/features/tailoring/components/request-form';
import { TAILORING_MESSAGES } from '@/features/tailoring/tailoring-forms';
import { renderWithProviders } from '@/test/render';

function measurements() {
  return within(screen.getByTestId('alteration-measurements'));
}

describe('RequestForm messages', () => {
  it('clears "at least one measurement" as soon as a measurement is given', async () => {
    const { user } = renderWithProviders(<RequestForm kind="alteration" onSent={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await measurements().findByText(TAILORING_MESSAGES.measurement)).toBeInTheDocument();
    expect(screen.getByText(TAILORING_MESSAGES.itemType)).toBeInTheDocument();

    await user.type(measurements().getByLabelText('Waist (cm)'), '72');
    expect(measurements().queryByText(TAILORING_MESSAGES.measurement)).not.toBeInTheDocument();
    expect(screen.getByTestId('alteration-measurements')).not.toHaveAttribute('aria-describedby');

    // Emptied again: the message is back.
    await user.clear(measurements().getByLabelText('Waist (cm)'));
    expect(measurements().getByText(TAILORING_MESSAGES.measurement)).toBeInTheDocument();

    // The other fields' messages clear as they are fixed too.
    await user.selectOptions(screen.getByLabelText('Item type'), 'Abaya');
    expect(screen.queryByText(TAILORING_MESSAGES.itemType)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '7771234');
    expect(screen.queryByText(TAILORING_MESSAGES.phone)).not.toBeInTheDocument();
  });

  it('checks a measurement against the unit chosen after it', async () => {
    const { user } = renderWithProviders(<RequestForm kind="custom_design" onSent={vi.fn()} />);
    const design = within(screen.getByTestId('custom_design-measurements'));

    await user.type(design.getByLabelText('Length (cm)'), '140');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(TAILORING_MESSAGES.description)).toBeInTheDocument();
    expect(design.queryByText('Must be between 0.4 and 118 in')).not.toBeInTheDocument();

    await user.click(design.getByRole('radio', { name: 'Inches' }));
    expect(design.getByText('Must be between 0.4 and 118 in')).toBeInTheDocument();
    await user.click(design.getByRole('radio', { name: 'Centimetres' }));
    expect(design.queryByText(/^Must be between/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('What would you like us to make?'), 'A long abaya with wide sleeves');
    expect(screen.queryByText(TAILORING_MESSAGES.description)).not.toBeInTheDocument();
  });
});
