// The labelled fields: each control is named by its label, described by its hint and its error, and
// marked invalid only while an error shows; react-hook-form's register() spreads onto them.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { CheckboxField, PasswordField, RadioGroupField, SelectField, TextField } from './field.tsx';

describe('TextField', () => {
  it('is named by its label and described by its hint, not invalid without an error', () => {
    render(<TextField id="postal" label="Postal code" hint="Like A1B 2C3." defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    expect(input).toHaveAccessibleDescription('Like A1B 2C3.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('ties its error to the input after the hint, and marks it invalid', () => {
    render(<TextField id="postal" label="Postal code" hint="Like A1B 2C3." error="Enter a postal code." />);
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'postal-hint postal-error');
    expect(input).toHaveAccessibleDescription('Like A1B 2C3. Enter a postal code.');
  });

  it('reports a controlled value through onValueChange', async () => {
    const seen: string[] = [];
    render(<TextField id="name" label="Name" value="" onValueChange={(value) => seen.push(value)} />);
    await userEvent.setup().type(screen.getByLabelText('Name'), 'A');
    expect(seen).toEqual(['A']);
  });

  it('takes react-hook-form’s register() and submits what was typed', async () => {
    const sent: unknown[] = [];
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { email: '', agree: false, school: '' } });
      return (
        <form onSubmit={(event) => void handleSubmit((values) => sent.push(values))(event)}>
          <TextField id="email" label="E-mail" {...register('email')} />
          <CheckboxField id="agree" label="I agree" {...register('agree')} />
          <SelectField
            id="school"
            label="School"
            placeholder="Choose…"
            options={[{ value: 'cegep', label: 'CEGEP' }]}
            {...register('school')}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'School' }), 'CEGEP');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ email: 'ada@example.com', agree: true, school: 'cegep' }]);
  });
});

describe('the other fields', () => {
  it('ties a checkbox’s error to it and announces it as required', () => {
    render(<CheckboxField id="agree" label="I accept the terms" required error="You must accept the terms." />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('You must accept the terms.');
  });

  it('gives a select its placeholder choice and its error', () => {
    render(
      <SelectField
        id="school"
        label="Type of school"
        value=""
        onValueChange={() => undefined}
        placeholder="Choose…"
        options={[{ value: 'cegep', label: 'CEGEP' }]}
        error="Choose your type of school."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Type of school' });
    expect(select).toHaveAccessibleDescription('Choose your type of school.');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'CEGEP']);
  });

  it('names a radio group by its legend and describes the group by its error', () => {
    render(
      <RadioGroupField
        id="gender"
        legend="Gender"
        name="gender"
        value=""
        onValueChange={() => undefined}
        options={[{ value: 'female', label: 'Female' }]}
        error="Choose a gender from the list."
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a gender from the list.');
  });

  it('shows and hides a password, keeping its label and error', async () => {
    render(<PasswordField id="pw" label="Password" showLabel="Show" hideLabel="Hide" error="Too short." />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Too short.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});
