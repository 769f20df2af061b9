import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { FormField, inputClass } from '@/ui/field';

const schema = z.object({ contact: z.object({ phone: z.string().regex(/^\d{7}$/, 'Phone must be 7 digits') }) });
type Values = z.infer<typeof schema>;

function PhoneForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { contact: { phone: '' } } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <FormField form={form} name="contact.phone" id="phone" label="Phone" hint="For delivery.">
        {(control) => <input type="tel" className={inputClass} {...control} />}
      </FormField>
      <button type="submit">Send</button>
    </form>
  );
}

describe('FormField', () => {
  it('labels its control, shows the rule it broke and hands the value to the form', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<PhoneForm onValid={onValid} />);
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAccessibleDescription('For delivery.');
    expect(phone).toHaveAttribute('aria-invalid', 'false');

    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Phone must be 7 digits')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Phone must be 7 digits');
    expect(screen.queryByText('For delivery.')).not.toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(phone, '34567');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ contact: { phone: '1234567' } }, expect.anything());
    expect(screen.queryByText('Phone must be 7 digits')).not.toBeInTheDocument();
  });
});
