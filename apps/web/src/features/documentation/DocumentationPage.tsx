import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../shell/paths';
import { articleStyles } from './articleStyles';
import { GuideSearch } from './GuideSearch';
import { GuideSideNav } from './GuideSideNav';
import { documentationRoot, findGuidePage, type GuidePage, guidePages } from './guide';
import { type GuideText, guideLanguage, guideText } from './guideContent';
import { documentationNamespace } from './locales';
import { renderMarkdown } from './markdown';
import { TableOfContents } from './TableOfContents';

/** `/documentation/:section/:page`: one page of the guide; a page that does not exist is the 404 page. */
export default function DocumentationPage() {
  const { section, page: slug } = useParams();
  const { i18n } = useTranslation(documentationNamespace);
  const page = findGuidePage(section, slug);
  // In the user's language when the page is written in it, otherwise in English.
  const shown = page && guideText(page, i18n.resolvedLanguage ?? guideLanguage);
  if (!page || !shown) return <Navigate to={paths.notFound} replace />;
  return <GuideView key={page.path} page={page} shown={shown} />;
}

function GuideView({ page, shown }: { page: GuidePage; shown: GuideText }) {
  const { t, i18n } = useTranslation(documentationNamespace);
  const navigate = useNavigate();
  const { hash } = useLocation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const tocBeside = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const rendered = useMemo(() => renderMarkdown(shown.markdown, shown.file), [shown]);
  // English text in a console set to another language reads left to right, marked as English.
  const fallback = shown.language !== i18n.resolvedLanguage;
  const textDirection = fallback ? 'ltr' : i18n.dir(shown.language);
  const at = guidePages.indexOf(page);
  const previous = guidePages[at - 1];
  const next = guidePages[at + 1];

  // The page arrives after the browser looked for the address's anchor: go to it (or to the top) now.
  useEffect(() => {
    const anchor = hash ? document.getElementById(anchorId(hash)) : null;
    (anchor || titleRef.current)?.scrollIntoView?.({ block: anchor ? 'start' : 'nearest' });
  }, [hash]);

  // Links between pages stay in the app instead of reloading it.
  const followGuideLink = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith(`${documentationRoot}/`) || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };

  const toc = <TableOfContents headings={rendered.headings} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)', lg: '240px minmax(0, 1fr) 200px' },
        p: { xs: 2, md: 3 },
        maxWidth: 1400,
        mx: 'auto',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 16 } }}>
        <GuideSearch />
        <GuideSideNav current={page} />
      </Box>
      {/* The page in the user's language, or in English (left to right) where it is not written in it. */}
      <Box component="article" sx={{ minWidth: 0 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {t(page.sectionTitleKey)}
        </Typography>
        <Typography
          ref={titleRef}
          variant="h4"
          component="h1"
          lang={shown.language}
          dir={textDirection}
          data-testid="page-title"
          sx={{ fontWeight: 700, mb: 1 }}
        >
          {rendered.title}
        </Typography>
        {fallback && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('contentInEnglish')}
          </Typography>
        )}
        {!tocBeside && <Box sx={{ mb: 3 }}>{toc}</Box>}
        <Box
          lang={shown.language}
          dir={textDirection}
          sx={articleStyles}
          data-testid="documentation-article"
          onClick={followGuideLink}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitises it with DOMPurify
          dangerouslySetInnerHTML={{ __html: rendered.html }}
        />
        <Box
          component="nav"
          aria-label={t('previousNext')}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4, flexWrap: 'wrap' }}
        >
          {previous ? (
            <Button component={Link} to={previous.path} variant="outlined">
              {t('previousPage')}: {t(previous.titleKey)}
            </Button>
          ) : (
            <span />
          )}
          {next && (
            <Button component={Link} to={next.path} variant="outlined">
              {t('nextPage')}: {t(next.titleKey)}
            </Button>
          )}
        </Box>
      </Box>
      {tocBeside && <Box sx={{ position: 'sticky', top: 16 }}>{toc}</Box>}
    </Box>
  );
}

/** `#right-to-left` → `right-to-left`; a malformed escape in a typed address is taken as written. */
function anchorId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
