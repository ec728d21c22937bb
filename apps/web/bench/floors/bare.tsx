// The bare floor: React and MUI's theme and outlined fields alone under a sign-in form, with no
// router, store, form library or schema. What the stack floor adds is measured against this.
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useState } from 'react';
import { mount, SignInCard } from './signInCard';

function Field({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormControl variant="outlined" fullWidth>
      <InputLabel htmlFor={name}>{label}</InputLabel>
      <OutlinedInput
        id={name}
        name={name}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormControl>
  );
}

function SignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <SignInCard
      onSubmit={(event) => {
        event.preventDefault();
        void fetch('/api/auth', { method: 'POST', body: JSON.stringify({ email, password }) });
      }}
      valid={/^\S+@\S+\.\S+$/.test(email) && password.length >= 4}
    >
      <Field label="Email" name="email" value={email} onChange={setEmail} />
      <Field label="Senha" name="password" value={password} onChange={setPassword} />
    </SignInCard>
  );
}

mount(<SignIn />);
