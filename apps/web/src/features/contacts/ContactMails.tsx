import { mailFolders } from '@conecta/contracts/mail';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRowDate } from '../../shell/collection';
import { useContactMailsQuery } from './api';
import { contactsNamespace } from './locales';

/** The latest mails exchanged with the contact, each a link to it in Mail. */
export function ContactMails({ contactId }: { contactId: string }) {
  const { t } = useTranslation(contactsNamespace);
  const date = useRowDate();
  const { data, isLoading, isError } = useContactMailsQuery(contactId);
  const headingId = `contact-mails-${contactId}`;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="contact-mails">
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('mailsTitle')}
      </Typography>
      {isLoading ? (
        <Skeleton height={40} aria-label={t('mailsLoading')} />
      ) : isError ? (
        <Alert severity="warning">{t('mailsFailed')}</Alert>
      ) : !data?.items.length ? (
        <Typography variant="body2" color="text.secondary">
          {t('mailsNone')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {data.items.map((mail) => {
            const folder = mailFolders.find((entry) => entry.id === mail.folder)?.handle ?? 'inbox';
            return (
              <ListItemButton key={mail.id} component={Link} to={`/apps/mail/${folder}/${mail.id}`}>
                <ListItemText
                  primary={mail.subject || t('mailsNoSubject')}
                  secondary={`${mail.fromName} · ${date(mail.time, { withTime: true })}`}
                />
              </ListItemButton>
            );
          })}
        </List>
      )}
    </Box>
  );
}
