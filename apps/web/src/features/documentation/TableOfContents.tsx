import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { documentationNamespace } from './locales';
import type { PageHeading } from './markdown';

/** The page's sections, linked to their anchors. */
export function TableOfContents({ headings }: { headings: readonly PageHeading[] }) {
  const { t } = useTranslation(documentationNamespace);
  const titleId = useId();
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby={titleId} data-testid="documentation-toc">
      <Typography id={titleId} variant="overline" component="h2" sx={{ fontWeight: 700 }}>
        {t('onThisPage')}
      </Typography>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {headings.map((heading) => (
          <li key={heading.id}>
            <Link
              href={`#${heading.id}`}
              underline="hover"
              variant="body2"
              sx={{ display: 'block', py: 0.5, pl: heading.depth === 3 ? 2 : 0, color: 'text.secondary' }}
            >
              {heading.text}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
