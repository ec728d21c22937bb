import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** The id of the main layout's content, where the skip link leads. */
export const contentId = 'content';

/**
 * The first stop of the Tab key: jumps past the toolbar and the navigation to the page itself.
 * Out of sight until it has the focus.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${contentId}`}
      data-testid="skip-link"
      onClick={(event) => {
        // Focus, not a hash in the URL: the router keeps the address as it was.
        event.preventDefault();
        document.getElementById(contentId)?.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        insetInlineStart: 8,
        top: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        boxShadow: 4,
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {t('skipToContent')}
    </Link>
  );
}
