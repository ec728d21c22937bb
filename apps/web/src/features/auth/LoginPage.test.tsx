import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessTokenStorageKey } from '../../app/session/accessToken';
import { jsonResponse, mockFetch, renderApp, sampleUsers } from '../../test/renderApp';

async function openLogin() {
  const app = await renderApp('/login');
  await screen.findByRole('heading', { name: 'Entrar na sua conta' });
  return {
    ...app,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Senha'),
    submit: screen.getByRole('button', { name: 'ENTRAR' }),
  };
}

describe('login page', () => {
  it('shows the Portuguese welcome and keeps ENTRAR disabled until the form is valid', async () => {
    const { user, email, password, submit } = await openLogin();
    expect(screen.getByRole('heading', { name: 'Bem-vindo ao Conecta' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Não tem uma conta? Cadastre-se' })).toHaveAttribute('href', '/register');
    expect(submit).toBeDisabled();

    await user.type(email, 'admin@conecta.example');
    expect(submit).toBeDisabled();
    await user.type(password, 'admin');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('words bad input as the spec does', async () => {
    const { user, email, password, submit } = await openLogin();
    await user.type(email, 'abc');
    await user.type(password, '123');
    // Each field is judged once left (touched), then at every change.
    await user.tab();

    expect(await screen.findByText('Por favor, insira um válido email')).toBeVisible();
    expect(await screen.findByText('O comprimento mínimo de caracteres é 4')).toBeVisible();
    expect(email).toHaveAccessibleDescription('Por favor, insira um válido email');
    expect(password).toHaveAccessibleDescription('O comprimento mínimo de caracteres é 4');
    expect(submit).toBeDisabled();
  });

  it('says what a field needs once it is left empty, before anything is typed (§5)', async () => {
    const { user, email, password } = await openLogin();
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Por favor, insira um válido email')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows and hides the password', async () => {
    const { user, password } = await openLogin();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('puts a wrong-password answer under the password and keeps ENTRAR disabled until the password changes', async () => {
    const { requests } = mockFetch(() => jsonResponse(401, { error: { password: 'Check your password' } }));
    const { user, email, password, submit } = await openLogin();
    await user.type(email, 'admin@conecta.example');
    await user.type(password, 'wrong');
    await user.click(submit);

    expect(await screen.findByText('Check your password')).toBeVisible();
    expect(password).toHaveAccessibleDescription('Check your password');
    expect(requests).toEqual([
      {
        method: 'POST',
        url: 'http://localhost:3000/api/auth',
        path: '/api/auth',
        authorization: null,
        body: { email: 'admin@conecta.example', password: 'wrong' },
      },
    ]);
    expect(submit).toBeDisabled();

    // Editing another field does not clear the password's error.
    await user.type(email, '{Backspace}e');
    expect(screen.getByText('Check your password')).toBeVisible();
    expect(submit).toBeDisabled();

    await user.type(password, '2');
    await waitFor(() => expect(screen.queryByText('Check your password')).not.toBeInTheDocument());
    expect(submit).toBeEnabled();
  });

  it('puts an unknown-email answer on the email field', async () => {
    mockFetch(() => jsonResponse(401, { error: { email: 'Check your username/email' } }));
    const { user, email, password, submit } = await openLogin();
    await user.type(email, 'nobody@conecta.example');
    await user.type(password, 'secret');
    await user.click(submit);

    expect(await screen.findByText('Check your username/email')).toBeVisible();
    expect(email).toHaveAccessibleDescription('Check your username/email');
    expect(submit).toBeDisabled();
  });

  it('tells a rate-limited user why in the snackbar', async () => {
    mockFetch(() => jsonResponse(429, { message: 'Too many sign-in attempts, try again in a minute' }));
    const { user, email, password, submit } = await openLogin();
    await user.type(email, 'admin@conecta.example');
    await user.type(password, 'admin');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts, try again in a minute');
  });

  it('says a coded server refusal in Portuguese, on its field', async () => {
    mockFetch(() =>
      jsonResponse(401, { error: { password: 'Check your password' }, codes: { password: 'auth.wrongPassword' } }),
    );
    const { user, email, password, submit } = await openLogin();
    await user.type(email, 'admin@conecta.example');
    await user.type(password, 'wrong');
    await user.click(submit);

    expect(await screen.findByText('Verifique sua senha')).toBeVisible();
    expect(password).toHaveAccessibleDescription('Verifique sua senha');
    expect(screen.queryByText('Check your password')).not.toBeInTheDocument();
  });

  it('says a disabled account and a per-account limit in Portuguese, with the seconds it names', async () => {
    const answers = [
      jsonResponse(400, {
        message: 'This account is disabled',
        code: 'account.disabled',
        error: { email: 'This account is disabled' },
        codes: { email: 'account.disabled' },
      }),
      jsonResponse(429, {
        message: 'Too many failed attempts for this account. Try again in 8 s.',
        code: 'auth.tooManyAttempts',
        params: { seconds: 8 },
      }),
    ];
    mockFetch(() => answers.shift() as Response);
    const { user, email, password, submit } = await openLogin();
    await user.type(email, 'off@conecta.example');
    await user.type(password, 'secret');
    await user.click(submit);
    expect(await screen.findByText('Esta conta está desativada')).toBeVisible();
    expect(email).toHaveAccessibleDescription('Esta conta está desativada');

    await user.type(email, 'x');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas falhas para esta conta. Tente novamente em 8 s.',
    );
  });

  // It lands on the device list, whose grid takes a few seconds to load in jsdom the first time.
  it('signs in, keeps the token and leaves the guest-only page', { timeout: 15_000 }, async () => {
    mockFetch(() => jsonResponse(200, { user: sampleUsers.admin, access_token: 'token-1' }));
    const { user, email, password, submit, router } = await openLogin();
    await user.type(email, 'admin@conecta.example');
    await user.type(password, 'admin');
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Lista de dispositivos' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/conecta/devicelist');
    expect(localStorage.getItem(accessTokenStorageKey)).toBe('token-1');
    expect(screen.getByRole('button', { name: 'Ana Admin' })).toBeVisible();
  });

  it("tells the owner of failed attempts since the last sign-in, in the user's language", {
    timeout: 15_000,
  }, async () => {
    const lastAt = '2026-11-20T14:05:00.000Z';
    mockFetch(() =>
      jsonResponse(200, {
        user: sampleUsers.admin,
        access_token: 'token-2',
        failedSignIns: { count: 7, lastAt },
      }),
    );
    const { user, email, password, submit } = await openLogin();
    await user.type(email, 'admin@conecta.example');
    await user.type(password, 'admin');
    await user.click(submit);

    const notice = await screen.findByRole('alert');
    await waitFor(() =>
      expect(notice).toHaveTextContent('Tentativas de entrada falhas desde a sua última entrada: 7. A última:'),
    );
    // The time of the last one, written as the page writes dates (not the raw ISO string).
    expect(notice).toHaveTextContent('2026');
    expect(notice).not.toHaveTextContent(lastAt);
  });
});
