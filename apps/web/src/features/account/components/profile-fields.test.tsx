// The profile questions written once: each form shows its subset in its order, the errors of the
// domain's schema appear translated and tied to their fields, leave when the field changes, and the
// school question follows the postal code's country.
import type { Language } from '@spc/domain/constants';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { submitValidation, useClearErrorOnChange } from '../../../lib/form.ts';
import { additionalQuestionsResolver, type AdditionalAnswers, type ProfileFieldValues } from '../profile-values.ts';
import { ProfileFields, type ProfileQuestion } from './profile-fields.tsx';

const EMPTY: ProfileFieldValues = {
  firstName: '',
  lastName: '',
  birthdate: '',
  postal: '',
  gender: '',
  schoolType: '',
  schoolName: '',
  international: false,
  emailOptIn: false,
  language: 'en',
};

function Harness<V extends Partial<ProfileFieldValues>>({
  fields,
  resolver,
  defaults,
  children,
}: {
  fields: readonly ProfileQuestion[];
  resolver?: Resolver<V, unknown, unknown>;
  defaults: V;
  children?: ReactNode;
}) {
  const form = useForm<V, unknown, unknown>({
    ...submitValidation,
    defaultValues: defaults as never,
    ...(resolver && { resolver }),
  });
  useClearErrorOnChange(form);
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)} noValidate>
        <ProfileFields idPrefix="p" fields={fields} />
        {children}
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}

async function renderFields(element: ReactNode, language: Language = 'en') {
  const i18n = await createI18n(language);
  render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
  return userEvent.setup();
}

describe('ProfileFields', () => {
  it('shows only the questions asked, in their order, each with its label and id', async () => {
    await renderFields(<Harness fields={['birthdate', 'firstName', 'emailOptIn']} defaults={EMPTY} />);
    const form = document.querySelector('form')!;
    const controls = within(form).getAllByRole('textbox');
    expect(controls.map((control) => control.id)).toEqual(['p-birthdate', 'p-firstName']);
    expect(screen.getByLabelText('Date of birth')).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /e-mail/i })).toBeInTheDocument();
    expect(screen.queryByLabelText('Last name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Postal code')).not.toBeInTheDocument();
  });

  it('asks the birth date with the digit pad and tidies eight digits into YYYY-MM-DD', async () => {
    const user = await renderFields(<Harness fields={['birthdate']} defaults={EMPTY} />);
    const birthdate = screen.getByLabelText('Date of birth');
    expect(birthdate).toHaveAttribute('inputmode', 'numeric');
    expect(birthdate).toHaveAccessibleDescription(/or just the digits: 20040915/);
    await user.type(birthdate, '20040915');
    await user.tab();
    expect(birthdate).toHaveValue('2004-09-15');
  });

  it('shows the domain schema’s refusals translated, tied to their fields, until the field changes', async () => {
    const user = await renderFields(
      <Harness<AdditionalAnswers>
        fields={['postal', 'school', 'international']}
        resolver={additionalQuestionsResolver}
        defaults={{ postal: '', schoolType: '', schoolName: '', international: false }}
      />,
    );
    await user.type(screen.getByLabelText('Postal code'), 'H2X1Y');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const postal = screen.getByLabelText('Postal code');
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(postal).toHaveAccessibleDescription(
      expect.stringContaining('Enter a postal code like A1B 2C3, or a 5-digit ZIP code.'),
    );
    expect(screen.getByLabelText('Type of school')).toHaveAccessibleDescription('Choose your type of school.');

    await user.type(postal, '4');
    expect(postal).not.toHaveAttribute('aria-invalid');
    // The other field keeps its error until it changes or the form is sent again.
    expect(screen.getByLabelText('Type of school')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a school name instead of a school type once the postal code is a ZIP code', async () => {
    const user = await renderFields(<Harness fields={['postal', 'school']} defaults={EMPTY} />);
    expect(screen.getByLabelText('Type of school')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Postal code'), '90210');
    expect(screen.queryByLabelText('Type of school')).not.toBeInTheDocument();
    expect(screen.getByLabelText('School')).toHaveAccessibleDescription(
      'No schools are listed for the United States yet.',
    );
  });

  it('reads in French', async () => {
    await renderFields(<Harness fields={['firstName', 'gender', 'language']} defaults={EMPTY} />, 'fr');
    expect(screen.getByLabelText('Prénom')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Genre' })).toBeInTheDocument();
  });
});
