import { signInSchema } from '@conecta/contracts/sign-in';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormPasswordField } from './FormPasswordField';
import { FormSelectField } from './FormSelectField';
import { FormTextField } from './FormTextField';
import { fieldValidation } from './validationMode';

interface Values {
  name: string;
  secret: string;
  kind: string;
}

/** A form whose fields get the errors given, as a server refusal would put them. */
function Harness({ errors = {} }: { errors?: Partial<Record<keyof Values, string>> }) {
  const { control, setError } = useForm<Values>({ defaultValues: { name: 'Ana', secret: '', kind: '' } });
  useEffect(() => {
    for (const [field, message] of Object.entries(errors)) setError(field as keyof Values, { message });
  }, [errors, setError]);
  return (
    <form>
      <FormTextField name="name" control={control} id="f-name" label="Name" helperText="As on the badge" required />
      <FormPasswordField
        name="secret"
        control={control}
        id="f-secret"
        label="Secret"
        showLabel="Show"
        hideLabel="Hide"
      />
      <FormSelectField
        name="kind"
        control={control}
        id="f-kind"
        label="Kind"
        options={[
          { value: 'router', label: 'Router' },
          { value: 'handset', label: 'Handset' },
        ]}
        describeError={(message) => `«${message}»`}
        testId="f-kind-select"
      />
    </form>
  );
}

/** The sign-in form's two fields, bound as the sign-in page binds them; `fieldProps` go to both. */
function SignInFields(fieldProps: { required?: boolean; reserveHelperText?: boolean }) {
  const { control } = useForm({
    ...fieldValidation,
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <form>
      <FormTextField name="email" control={control} id="f-email" label="Email" {...fieldProps} />
      <FormTextField name="password" control={control} id="f-password" label="Password" {...fieldProps} />
    </form>
  );
}

describe('form fields bound to react-hook-form', () => {
  it('show the value, the label and the helper text, and are valid while the field has no error', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveValue('Ana');
    expect(name).toBeRequired();
    expect(name).toHaveAccessibleDescription('As on the badge');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'lia');
    expect(name).toHaveValue('Analia');
    const secret = screen.getByLabelText('Secret');
    expect(secret).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(secret).toHaveAttribute('type', 'text');
  });

  it('show a field’s error in place of its helper text, marked invalid and tied to the input', async () => {
    render(<Harness errors={{ name: 'Taken', secret: 'Too short', kind: 'Choose one' }} />);
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Taken');
    expect(screen.queryByText('As on the badge')).not.toBeInTheDocument();

    const secret = screen.getByLabelText('Secret');
    expect(secret).toHaveAttribute('aria-invalid', 'true');
    expect(secret).toHaveAccessibleDescription('Too short');

    const kind = screen.getByTestId('f-kind-select');
    expect(kind).toHaveAttribute('aria-invalid', 'true');
    expect(kind).toHaveAccessibleDescription('«Choose one»');
  });

  it('show a required field’s error once it is touched: focused and left empty, nothing typed (§5)', async () => {
    const user = userEvent.setup();
    render(<SignInFields required />);
    const email = screen.getByLabelText(/^Email/);
    await user.click(email);
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Por favor, insira um válido email');
    // The field not yet visited says nothing.
    expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('can keep the helper line while it is empty, so an error appearing moves nothing below the field', async () => {
    const user = userEvent.setup();
    const { container } = render(<SignInFields reserveHelperText />);
    const email = screen.getByLabelText('Email');
    // One line per field already, hidden from assistive technology and describing nothing.
    expect(container.querySelectorAll('.MuiFormHelperText-root')).toHaveLength(2);
    expect(email).not.toHaveAttribute('aria-describedby');
    await user.click(email);
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Por favor, insira um válido email'));
    // The error took the reserved line: still one line per field.
    expect(container.querySelectorAll('.MuiFormHelperText-root')).toHaveLength(2);
  });
});
