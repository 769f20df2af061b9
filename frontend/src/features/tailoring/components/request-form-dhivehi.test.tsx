// The tailoring form in Dhivehi: labels, the button and the spec's messages
// in Thaana.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { RequestForm } from '@/features/tailoring/components/request-form';
import { renderInDhivehi } from '@/test/render-dhivehi';

describe('RequestForm in Dhivehi', () => {
  it('asks and answers in Thaana', async () => {
    const { user } = await renderInDhivehi(<RequestForm kind="alteration" onSent={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'ބަދަލުގެނައުމުގެ ރިކުއެސްޓް' })).toBeInTheDocument();
    const measurements = within(screen.getByTestId('alteration-measurements'));
    expect(measurements.getByLabelText('ކަކުލު (cm)')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'އަބާޔާ' })).toHaveValue('Abaya');

    await user.click(screen.getByRole('button', { name: 'ރިކުއެސްޓް ފޮނުއްވާ' }));
    expect(await measurements.findByText('މަދުވެގެން އެއް މިންވަރެއް ދެއްވާ')).toBeInTheDocument();
    expect(
      screen.getByText('ރަނގަޅު ދިވެހި ފޯނު ނަންބަރެއް ޖައްސަވާ (+960####### ނުވަތަ 7 ނުވަތަ 9 އިން ފެށޭ 7 ދިޔަ ނަންބަރެއް)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please select item type')).not.toBeInTheDocument();

    await user.type(measurements.getByLabelText('ކަކުލު (cm)'), '500');
    expect(await measurements.findByText('1 އާއި 300 cm އާ ދެމެދުގައި ހުންނަން ޖެހޭ')).toBeInTheDocument();
  });
});
