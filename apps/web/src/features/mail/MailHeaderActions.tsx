import EditIcon from '@mui/icons-material/Edit';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { ListSearchBox } from '../../shell/data-grid/ListSearchBox';
import { mailNamespace } from './locales';

interface MailHeaderActionsProps {
  q: string;
  onSearch(q: string): void;
  onCompose(): void;
  onHelp(): void;
}

/** Beside the page's title: Compose, the search of the mailbox, and the keyboard's help. */
export function MailHeaderActions({ q, onSearch, onCompose, onHelp }: MailHeaderActionsProps) {
  const { t } = useTranslation(mailNamespace);
  return (
    <>
      <Button variant="contained" startIcon={<EditIcon />} onClick={onCompose} data-testid="mail-compose">
        {t('compose')}
      </Button>
      <ListSearchBox
        value={q}
        onSearch={onSearch}
        label={t('search')}
        clearLabel={t('clearSearch')}
        testId="mail-search"
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      <Tooltip title={t('keyboardHelp')}>
        <IconButton aria-label={t('keyboardHelp')} onClick={onHelp} data-testid="mail-help">
          <KeyboardIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}
