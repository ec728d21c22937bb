// The least a sign-in form can run on the prescribed stack, for `npm run bench:web` to measure
// beside the real /login: React with a router and a Redux store, MUI's theme and outlined fields,
// react-hook-form validating with the shared zod schema. No app code beyond that, one chunk.
import { signInSchema } from '@conecta/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { configureStore, createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Provider, useDispatch } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';

const signIn = createAsyncThunk('auth/signIn', async (body: { email: string; password: string }) => {
  const response = await fetch('/api/auth', { method: 'POST', body: JSON.stringify(body) });
  return (await response.json()) as unknown;
});
const auth = createSlice({
  name: 'auth',
  initialState: { user: null as unknown },
  reducers: {},
  extraReducers: (builder) =>
    builder.addCase(signIn.fulfilled, (state, action) => {
      state.user = action.payload;
    }),
});
const store = configureStore({ reducer: { auth: auth.reducer } });
const theme = createTheme({ palette: { primary: { main: '#1e40af' } } });

function Field({ label, error, field }: { label: string; error?: string; field: UseFormRegisterReturn }) {
  const { ref, ...input } = field;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={input.name}>{label}</InputLabel>
      <OutlinedInput id={input.name} label={label} inputRef={ref} {...input} />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

function SignIn() {
  const dispatch = useDispatch<typeof store.dispatch>();
  const { register, handleSubmit, formState } = useForm({
    mode: 'onChange',
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <Paper
      component="form"
      onSubmit={handleSubmit((values) => dispatch(signIn(values)))}
      sx={{ p: 4, maxWidth: 480, m: '40px auto', display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h5">Entrar na sua conta</Typography>
      <Field label="Email" field={register('email')} error={formState.errors.email?.message} />
      <Field label="Senha" field={register('password')} error={formState.errors.password?.message} />
      <Button type="submit" variant="contained" disabled={!formState.isValid}>
        ENTRAR
      </Button>
    </Paper>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <BrowserRouter>
            <Routes>
              <Route path="*" element={<SignIn />} />
            </Routes>
          </BrowserRouter>
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
