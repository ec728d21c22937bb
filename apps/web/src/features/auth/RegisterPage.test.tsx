import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessTokenStorageKey } from '../../app/session/accessToken';
import { jsonResponse, mockFetch, renderApp, sampleUsers } from '../../test/renderApp';

async function openRegister() {
  const app = await renderApp('/register');
  await screen.findByRole('heading', { name: 'Create an account' });
  return {
    ...app,
    displayName: screen.getByLabelText('Display name'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    passwordConfirm: screen.getByLabelText('Password (Confirm)'),
    submit: screen.getByRole('button', { name: 'Register' }),
  };
}

describe('registration page', () => {
  it('keeps Register disabled until every field is valid', async () => {
    const { user, displayName, email, password, passwordConfirm, submit } = await openRegister();
    expect(screen.getByRole('link', { name: 'já tem uma conta?' })).toHaveAttribute('href', '/login');
    expect(submit).toBeDisabled();

    await user.type(displayName, 'Ana Souza');
    await user.type(email, 'ana@conecta.example');
    await user.type(password, 'secret');
    expect(submit).toBeDisabled();
    await user.type(passwordConfirm, 'secret');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('words bad input as the spec does', async () => {
    const { user, displayName, email, password, passwordConfirm, submit } = await openRegister();
    await user.type(displayName, 'Ana');
    // Each field is judged once left (touched), then at every change.
    await user.tab();
    expect(await screen.findByText('Min character length is 4')).toBeVisible();
    expect(displayName).toHaveAccessibleDescription('Min character length is 4');

    await user.type(email, 'ana@');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email')).toBeVisible();

    await user.type(displayName, ' Souza');
    await user.clear(email);
    await user.type(email, 'ana@conecta.example');
    await user.type(password, 'secret');
    await user.type(passwordConfirm, 'secreT');
    await user.tab();
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(passwordConfirm).toHaveAccessibleDescription('Passwords do not match');
    expect(submit).toBeDisabled();

    // Fixing the password (not the confirmation) also settles the mismatch.
    await user.clear(password);
    await user.type(password, 'secreT');
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument());
    expect(submit).toBeEnabled();
  });

  it('shows the server refusals on their fields', async () => {
    const { requests } = mockFetch(({ body }) =>
      (body as { email: string }).email === 'admin@conecta.example'
        ? jsonResponse(409, { error: { email: 'The email is already in use' } })
        : jsonResponse(400, { message: 'Invalid body', error: { displayName: 'Enter display name' } }),
    );
    const { user, displayName, email, password, passwordConfirm, submit } = await openRegister();
    await user.type(displayName, 'Ana Souza');
    await user.type(email, 'admin@conecta.example');
    await user.type(password, 'secret');
    await user.type(passwordConfirm, 'secret');
    await user.click(submit);

    expect(await screen.findByText('The email is already in use')).toBeVisible();
    expect(email).toHaveAccessibleDescription('The email is already in use');
    expect(submit).toBeDisabled();
    expect(requests[0]).toEqual({
      method: 'POST',
      url: 'http://localhost:3000/api/auth/register',
      path: '/api/auth/register',
      authorization: null,
      body: { displayName: 'Ana Souza', email: 'admin@conecta.example', password: 'secret' },
    });

    await user.clear(email);
    await user.type(email, 'ana@conecta.example');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Enter display name')).toBeVisible();
    expect(displayName).toHaveAccessibleDescription('Enter display name');
    expect(submit).toBeDisabled();
  });

  // It lands on the device list, whose grid takes a few seconds to load in jsdom the first time.
  it('signs the new account in', { timeout: 15_000 }, async () => {
    mockFetch(() => jsonResponse(200, { user: sampleUsers.user, access_token: 'token-new' }));
    const { user, displayName, email, password, passwordConfirm, submit, router } = await openRegister();
    await user.type(displayName, 'Uma User');
    await user.type(email, 'uma@conecta.example');
    await user.type(password, 'secret');
    await user.type(passwordConfirm, 'secret');
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Lista de dispositivos' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/conecta/devicelist');
    expect(localStorage.getItem(accessTokenStorageKey)).toBe('token-new');
  });
});
