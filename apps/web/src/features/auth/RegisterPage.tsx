import { registerFormSchema } from '@conecta/contracts/auth';
import { providerMessages } from '@conecta/contracts/auth-providers';
import { messageText } from '@conecta/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { register as registerAccount } from '../../app/session/session';
import { applyServerErrors } from '../../shell/form/applyServerErrors';
import { FormPasswordField } from '../../shell/form/FormPasswordField';
import { FormTextField } from '../../shell/form/FormTextField';
import { useTypedBeforeHydration } from '../../shell/form/useTypedBeforeHydration';
import { fieldValidation } from '../../shell/form/validationMode';
import { Logo } from '../../shell/Logo';
import { showMessage } from '../../shell/message/messageSlice';
import { paths } from '../../shell/paths';
import { formProvider, preloadAuthProvider } from './providers';

const unreachable = 'Could not create the account right now. Check your connection and try again.';

/**
 * Registration page (console-core §2.3), in English as the spec fixes it; no i18next needed.
 * With Firebase configured the account is made there, and the button says so.
 */
export default function RegisterPage() {
  const dispatch = useAppDispatch();
  const provider = formProvider();
  const form = useForm({
    ...fieldValidation,
    resolver: zodResolver(registerFormSchema),
    defaultValues: { displayName: '', email: '', password: '', passwordConfirm: '' },
  });
  const {
    control,
    handleSubmit,
    trigger,
    getFieldState,
    watch,
    formState: { errors, isValid, isSubmitting },
  } = form;
  // The confirmation is judged against the password, but only once the user has typed it.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === 'password' && getFieldState('passwordConfirm').isDirty) void trigger('passwordConfirm');
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, trigger]);
  const blocked = !isValid || isSubmitting || Object.keys(errors).length > 0;
  const formElement = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formElement, form);

  const onSubmit = handleSubmit(async (values) => {
    const result = await dispatch(
      registerAccount({ provider, displayName: values.displayName, email: values.email, password: values.password }),
    );
    if (!registerAccount.rejected.match(result)) return;
    const failure = result.payload ?? {};
    // The page is in English (console-core §1): the server's own sentences are the page's.
    const placed = applyServerErrors(form, failure, {
      fields: ['displayName', 'email', 'password'],
      fieldFor: { username: 'email' },
    });
    if (!placed) dispatch(showMessage({ message: failure.message ?? unreachable, variant: 'error' }));
  });

  return (
    <Paper
      elevation={0}
      sx={{ width: '100%', maxWidth: 480, borderRadius: 4, boxShadow: '0 24px 64px rgba(15, 23, 42, 0.12)' }}
    >
      <Box
        component="form"
        ref={formElement}
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
        <FormTextField
          name="displayName"
          control={control}
          reserveHelperText
          id="register-display-name"
          label="Display name"
          autoComplete="name"
          autoFocus
        />
        <FormTextField
          name="email"
          control={control}
          reserveHelperText
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
        />
        <FormPasswordField
          name="password"
          control={control}
          reserveHelperText
          id="register-password"
          label="Password"
          autoComplete="new-password"
          showLabel="Show password"
          hideLabel="Hide password"
        />
        <FormPasswordField
          name="passwordConfirm"
          control={control}
          reserveHelperText
          id="register-password-confirm"
          label="Password (Confirm)"
          autoComplete="new-password"
          showLabel="Show password confirmation"
          hideLabel="Hide password confirmation"
        />
        <Button type="submit" variant="contained" size="large" disabled={blocked} fullWidth>
          {provider === 'firebase' ? messageText(providerMessages.registerWithFirebase) : 'Register'}
        </Button>
        <Link component={RouterLink} to={paths.login} variant="body2" sx={{ alignSelf: 'center' }}>
          já tem uma conta?
        </Link>
      </Box>
    </Paper>
  );
}
