import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mailNamespace } from './locales';
import { sanitizeMail } from './sanitizeMail';

/**
 * The sanitised body; remote images wait until the user asks for them (`showImages`, held by the reader
 * for the mail it shows, so the sender's outside photo waits with them: `otherBlocked` counts it).
 */
export function MailBody({
  html,
  showImages,
  onShowImages,
  otherBlocked = 0,
}: {
  html: string;
  showImages: boolean;
  onShowImages(): void;
  otherBlocked?: number;
}) {
  const { t } = useTranslation(mailNamespace);
  const body = useMemo(() => sanitizeMail(html, { allowRemoteImages: showImages }), [html, showImages]);
  return (
    <>
      {!showImages && body.blockedImages + otherBlocked > 0 && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onShowImages} data-testid="mail-show-images">
              {t('showImages')}
            </Button>
          }
        >
          {t('imagesBlocked')}
        </Alert>
      )}
      <Box
        data-testid="mail-body"
        // The body in its own direction ("Olá." keeps its full stop at its end in an Arabic page).
        dir="auto"
        // Sanitised just above: nothing in it can run (see sanitizeMail).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify first
        dangerouslySetInnerHTML={{ __html: body.html }}
        sx={{
          overflowWrap: 'anywhere',
          '& img': { maxWidth: '100%', height: 'auto' },
          '& a': { color: 'primary.main' },
        }}
      />
    </>
  );
}
