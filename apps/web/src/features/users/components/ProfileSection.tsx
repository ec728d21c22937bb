import type { AccountDetail } from '@conecta/contracts/users';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appNavigation } from '../../../app/navigation';
import { formatExact, formatRelative } from '../../../shell/history';
import { navigablePages, navigationTitle } from '../../../shell/navigation';
import { Section } from '../../../shell/Section';
import { usersNamespace } from '../locales';
import { settingRows } from '../userData';
import { RoleChips, StatusChip } from './AccountBadges';

/** Labelled values, as a description list: screen readers announce each term with its value. */
export function Facts({
  items,
  testId,
}: {
  items: { label: string; value: ReactNode; key: string }[];
  testId?: string;
}) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {items.map((item) => (
        <Box key={item.key} sx={{ display: 'contents' }} data-key={item.key}>
          <Typography component="dt" variant="body2">
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2">
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A moment as "exact (relative)": the record and how long ago at once. */
function When({ at, language }: { at: string; language: string }) {
  return (
    <time dateTime={at}>
      {formatExact(at, language)}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        ({formatRelative(at, language)})
      </Typography>
    </time>
  );
}

export function ProfileSection({ account }: { account: AccountDetail }) {
  const { t, i18n } = useTranslation(usersNamespace);
  const language = i18n.language;
  return (
    <Section title={t('profile')} testId="user-profile">
      <Facts
        items={[
          { key: 'email', label: t('columnEmail'), value: account.email },
          { key: 'from', label: t('columnProvider'), value: t(`provider_${account.from}`) },
          { key: 'status', label: t('columnStatus'), value: <StatusChip status={account.status} /> },
          { key: 'role', label: t('columnRoles'), value: <RoleChips roles={account.role} /> },
          {
            key: 'deviceCount',
            label: t('columnDevices'),
            value: new Intl.NumberFormat(language).format(account.deviceCount),
          },
          { key: 'createdAt', label: t('columnCreated'), value: <When at={account.createdAt} language={language} /> },
          {
            key: 'lastSignInAt',
            label: t('columnLastSignIn'),
            value: account.lastSignInAt ? <When at={account.lastSignInAt} language={language} /> : t('never'),
          },
          { key: 'updatedAt', label: t('updated'), value: <When at={account.updatedAt} language={language} /> },
        ]}
      />
    </Section>
  );
}

/** The settings and shortcuts the account saved, readable instead of raw JSON. */
export function UserDataSection({ account }: { account: AccountDetail }) {
  const { t } = useTranslation(usersNamespace);
  const rows = settingRows(account.settings, t);
  // Shortcuts name navigation entries: show each by its title, or by its id if the console no longer has it.
  const pages = navigablePages(appNavigation, ['admin']);
  const shortcutTitle = (id: string) => {
    const page = pages.find((item) => item.id === id);
    return page ? navigationTitle(page, t) : id;
  };

  return (
    <Section title={t('userData')} testId="user-data">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('settings')}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noSettings')}
        </Typography>
      ) : (
        <Facts
          testId="user-settings"
          items={rows.map((row) => ({ key: row.path, label: row.label, value: row.value }))}
        />
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2.5, mb: 1 }}>
        {t('shortcuts')}
      </Typography>
      {account.shortcuts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noShortcuts')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="user-shortcuts">
          {account.shortcuts.map((shortcut) => (
            <Chip key={shortcut} label={shortcutTitle(shortcut)} size="small" variant="outlined" />
          ))}
        </Stack>
      )}
    </Section>
  );
}
