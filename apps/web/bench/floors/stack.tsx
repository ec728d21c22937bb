// The stack floor: the least a sign-in form can run on the prescribed stack, for
// `npm run bench:web` to measure beside the real /login. React with a router and a Redux store,
// MUI's theme and outlined fields, react-hook-form validating with the shared zod schema.
import { signInSchema } from '@conecta/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { configureStore, createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Provider, useDispatch } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { mount, SignInCard } from './signInCard';

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
    <SignInCard onSubmit={handleSubmit((values) => dispatch(signIn(values)))} valid={formState.isValid}>
      <Field label="Email" field={register('email')} error={formState.errors.email?.message} />
      <Field label="Senha" field={register('password')} error={formState.errors.password?.message} />
    </SignInCard>
  );
}

mount(
  <Provider store={store}>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<SignIn />} />
      </Routes>
    </BrowserRouter>
  </Provider>,
);
