import { registerFormSchema } from '@conecta/contracts/auth';
import { providerMessages } from '@conecta/contracts/auth-providers';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { register as registerAccount } from '../../app/session/session';
import { OutlinedTextField } from '../../shell/form/OutlinedTextField';
import { Logo } from '../../shell/Logo';
import { showMessage } from '../../shell/message/messageSlice';
import { paths } from '../../shell/paths';
import { PasswordField } from './PasswordField';
import { formProvider, preloadAuthProvider } from './providers';
import { applyFieldErrors } from './serverErrors';

const unreachable = 'Could not create the account right now. Check your connection and try again.';

/**
 * Registration page (console-core §2.3), in English as the spec fixes it; no i18next needed.
 * With Firebase configured the account is made there, and the button says so.
 */
export default function RegisterPage() {
  const dispatch = useAppDispatch();
  const provider = formProvider();
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    mode: 'onChange',
    resolver: zodResolver(registerFormSchema),
    defaultValues: { displayName: '', email: '', password: '', passwordConfirm: '' },
  });
  const { ref: displayNameRef, ...displayName } = register('displayName');
  const { ref: emailRef, ...email } = register('email');
  const { ref: passwordRef, ...password } = register('password', {
    // The confirmation is judged against the password, but only once the user has typed it.
    onChange: () => getFieldState('passwordConfirm').isDirty && trigger('passwordConfirm'),
  });
  const { ref: passwordConfirmRef, ...passwordConfirm } = register('passwordConfirm');
  const blocked = !isValid || isSubmitting || Object.keys(errors).length > 0;

  const onSubmit = handleSubmit(async (values) => {
    const result = await dispatch(
      registerAccount({ provider, displayName: values.displayName, email: values.email, password: values.password }),
    );
    if (!registerAccount.rejected.match(result)) return;
    const failure = result.payload ?? {};
    const fields = { displayName: 'displayName', email: 'email', username: 'email', password: 'password' } as const;
    if (!applyFieldErrors(failure, setError, fields)) {
      dispatch(showMessage({ message: failure.message ?? unreachable, variant: 'error' }));
    }
  });

  return (
    <Paper
      elevation={0}
      sx={{ width: '100%', maxWidth: 480, borderRadius: 4, boxShadow: '0 24px 64px rgba(15, 23, 42, 0.12)' }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        // Fetch the registration code while the user types, not with the page.
        onChange={() => preloadAuthProvider(provider)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, p: { xs: 4, sm: 5 } }}
      >
        <Logo size={56} />
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          Create an account
        </Typography>
        <OutlinedTextField
          {...displayName}
          inputRef={displayNameRef}
          id="register-display-name"
          label="Display name"
          autoComplete="name"
          autoFocus
          error={Boolean(errors.displayName)}
          helperText={errors.displayName?.message}
        />
        <OutlinedTextField
          {...email}
          inputRef={emailRef}
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
        <PasswordField
          {...password}
          inputRef={passwordRef}
          id="register-password"
          label="Password"
          autoComplete="new-password"
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          showLabel="Show password"
          hideLabel="Hide password"
        />
        <PasswordField
          {...passwordConfirm}
          inputRef={passwordConfirmRef}
          id="register-password-confirm"
          label="Password (Confirm)"
          autoComplete="new-password"
          error={Boolean(errors.passwordConfirm)}
          helperText={errors.passwordConfirm?.message}
          showLabel="Show password confirmation"
          hideLabel="Hide password confirmation"
        />
        <Button type="submit" variant="contained" size="large" disabled={blocked} fullWidth>
          {provider === 'firebase' ? providerMessages.registerWithFirebase : 'Register'}
        </Button>
        <Link component={RouterLink} to={paths.login} variant="body2" sx={{ alignSelf: 'center' }}>
          já tem uma conta?
        </Link>
      </Box>
    </Paper>
  );
}
