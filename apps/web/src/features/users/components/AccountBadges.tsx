import type { AccountStatus } from '@conecta/contracts/users';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../shell/PersonAvatar';
import { ReadableChip } from '../../../shell/ReadableChip';
import { usersNamespace } from '../locales';

/** The account's photo, or its initials when it has none (or the photo fails to load). */
export function AccountAvatar({ name, photoURL, size = 32 }: { name: string; photoURL: string; size?: number }) {
  return <PersonAvatar name={name} photoURL={photoURL} alt={name} size={size} />;
}

/** Active in green, disabled in red: the one thing an admin scans the list for. */
export function StatusChip({ status }: { status: AccountStatus }) {
  const { t } = useTranslation(usersNamespace);
  return (
    <ReadableChip
      size="small"
      label={t(`status_${status}`)}
      color={status === 'active' ? 'success' : 'error'}
      variant={status === 'active' ? 'outlined' : 'filled'}
    />
  );
}

const roleColors: Record<string, 'secondary' | 'primary' | 'default'> = {
  admin: 'secondary',
  staff: 'primary',
  user: 'default',
};

export function RoleChips({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation(usersNamespace);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <ReadableChip
          key={role}
          size="small"
          label={t(`role_${role}`, { defaultValue: role })}
          color={roleColors[role] ?? 'default'}
        />
      ))}
    </Stack>
  );
}
