import { signInSchema } from '@conecta/contracts/sign-in';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { signIn } from '../../app/session/session';
import { FormPasswordField } from '../../shell/form/FormPasswordField';
import { FormTextField } from '../../shell/form/FormTextField';
import { useTypedBeforeHydration } from '../../shell/form/useTypedBeforeHydration';
import { fieldValidation } from '../../shell/form/validationMode';
import { Logo } from '../../shell/Logo';
import { showMessage } from '../../shell/message/messageSlice';
import { paths } from '../../shell/paths';
import { formProvider, isProviderConfigured, preloadAuthProvider } from './providers';

const unreachable = 'Não foi possível entrar agora. Verifique sua conexão e tente novamente.';
const hostedUnreachable = 'Não foi possível abrir o login do Auth0. Tente novamente.';

/**
 * Sign-in page (console-core §2.2). Its texts are fixed in Portuguese by the spec, so it needs
 * no i18next; once signed in, the route guard takes the user to the page they came for. The form
 * goes through Firebase when it is configured, else the token API; a configured hosted login
 * adds its button.
 */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const provider = formProvider();
  const hostedLogin = isProviderConfigured('auth0');
  const [leaving, setLeaving] = useState(false);
  const form = useForm({
    ...fieldValidation,
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const {
    control,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = form;
  // A server error stays until its own field changes, and keeps the button disabled meanwhile.
  const blocked = !isValid || isSubmitting || Object.keys(errors).length > 0;
  const formElement = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formElement, form);

  const onSubmit = handleSubmit(async (values) => {
    // Fetched beside the sign-in, used only if it is refused: /login itself loads just the form.
    // (Not fetched: the connection is down, which the unreachable sentence says.)
    const refusal = import('./loginRefusal').catch(() => undefined);
    const result = await dispatch(signIn({ provider, username: values.email, password: values.password }));
    if (!signIn.rejected.match(result)) return;
    const placeLoginRefusal = (await refusal)?.placeLoginRefusal;
    const message = placeLoginRefusal ? placeLoginRefusal(form, result.payload ?? {}, unreachable) : unreachable;
    if (message) dispatch(showMessage({ message, variant: 'error' }));
  });

  const signInWithHostedLogin = async () => {
    setLeaving(true);
    // Fetched on use: /login with nothing but the token API loads exactly what it did before.
    const { signInWithRedirect } = await import('./hostedSignIn');
    const result = await dispatch(signInWithRedirect('auth0'));
    // Still here: the issuer's page could not be opened.
    setLeaving(false);
    if (signInWithRedirect.rejected.match(result)) {
      dispatch(showMessage({ message: result.payload?.message ?? hostedUnreachable, variant: 'error' }));
    }
  };

  return (
    <Paper
      elevation={0}
      sx={{
        width: '100%',
        maxWidth: 960,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        overflow: 'hidden',
        borderRadius: 4,
        boxShadow: '0 24px 64px rgba(15, 23, 42, 0.12)',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 2,
          p: { xs: 4, md: 6 },
          color: 'common.white',
          background: 'linear-gradient(135deg, #15307f 0%, #1e40af 45%, #0891b2 100%)',
        }}
      >
        <Logo size={64} sx={{ borderRadius: '25%', boxShadow: '0 8px 24px rgba(0, 0, 0, 0.25)' }} />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          Bem-vindo ao Conecta
        </Typography>
        <Typography sx={{ fontSize: 17, lineHeight: 1.6, opacity: 0.92 }}>
          Tecnologia para comunicar: gerencie a frota de dispositivos e as contas da sua empresa em um só lugar.
        </Typography>
      </Box>

      <Box
        component="form"
        ref={formElement}
        noValidate
        onSubmit={onSubmit}
        // Fetch the sign-in code while the user types, not with the page.
        onChange={() => preloadAuthProvider(provider)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, p: { xs: 4, md: 6 } }}
      >
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          Entrar na sua conta
        </Typography>
        <FormTextField
          name="email"
          control={control}
          reserveHelperText
          id="login-email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
        />
        <FormPasswordField
          name="password"
          control={control}
          reserveHelperText
          id="login-password"
          label="Senha"
          autoComplete="current-password"
          showLabel="Mostrar senha"
          hideLabel="Ocultar senha"
        />
        <Button type="submit" variant="contained" size="large" disabled={blocked} fullWidth>
          ENTRAR
        </Button>
        {hostedLogin && (
          <Button
            variant="outlined"
            size="large"
            fullWidth
            disabled={leaving}
            onClick={signInWithHostedLogin}
            // Fetch the hosted login's code when the pointer comes near, not with the page.
            onPointerEnter={() => preloadAuthProvider('auth0')}
            onFocus={() => preloadAuthProvider('auth0')}
          >
            Entrar com Auth0
          </Button>
        )}
        {/* A plain router link in Typography, not MUI's Link: the sign-in page's first visit stays lighter. */}
        <Typography
          component={RouterLink}
          to={paths.register}
          variant="body2"
          sx={{ alignSelf: 'center', color: 'primary.main', textUnderlineOffset: '0.2em' }}
        >
          Não tem uma conta? Cadastre-se
        </Typography>
      </Box>
    </Paper>
  );
}
