import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { footerNamespace } from './footerLocales';

/** Where 'Purchase' leads: configurable per deployment (VITE_PURCHASE_URL at build time). */
export const purchaseUrl: string = import.meta.env.VITE_PURCHASE_URL ?? 'https://mui.com/store/';

const technologies = [
  { name: 'React', url: 'https://react.dev' },
  { name: 'MUI', url: 'https://mui.com' },
  { name: 'Redux Toolkit', url: 'https://redux-toolkit.js.org' },
  { name: 'React Router', url: 'https://reactrouter.com' },
  { name: 'Fastify', url: 'https://fastify.dev' },
];

/** Footer (console-core §2.6): the technologies behind the console, Purchase and Documentation. */
export function Footer() {
  const { t } = useTranslation(footerNamespace);
  return (
    <Box
      component="footer"
      data-testid="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        // The footer's own theme sets its text colour too: inherited, it would be the main theme's
        // (white on white with a dark main theme and a light footer).
        color: 'text.primary',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <span>{t('builtWith')}</span>
        {technologies.map((technology) => (
          <Link
            key={technology.name}
            href={technology.url}
            target="_blank"
            rel="noopener noreferrer"
            // In the text's colour, underlined: the primary colour of a theme derived from the main one
            // may not read on the footer's ground.
            color="inherit"
            underline="always"
          >
            {technology.name}
          </Link>
        ))}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button href={purchaseUrl} target="_blank" rel="noopener noreferrer" variant="contained" size="small">
          {t('purchase')}
        </Button>
        <Button component={RouterLink} to="/documentation" variant="outlined" color="inherit" size="small">
          {t('documentation')}
        </Button>
      </Box>
    </Box>
  );
}
