import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ExcerptPart, guideLanguage, searchGuide } from './guideContent';
import { documentationNamespace } from './locales';

/**
 * Searches the words of every page as the user reads them (their language, English where a page is not written
 * in it), accents and case ignored; each result shows where its page mentions the words, and opens the page.
 */
export function GuideSearch() {
  const { t, i18n } = useTranslation(documentationNamespace);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const language = i18n.resolvedLanguage ?? guideLanguage;
  const results = useMemo(() => searchGuide(deferred, language), [deferred, language]);
  const searching = deferred.trim() !== '';

  return (
    <search>
      <TextField
        type="search"
        size="small"
        fullWidth
        label={t('searchLabel')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setQuery('');
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {searching && (
        <section aria-label={t('searchResults')} aria-live="polite" data-testid="documentation-search-results">
          {results.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
              {t('searchNoResults', { query: deferred.trim() })}
            </Typography>
          ) : (
            <List dense>
              {results.map(({ page, excerpt }) => (
                <li key={page.path}>
                  <ListItemButton component={Link} to={page.path} onClick={() => setQuery('')} sx={{ borderRadius: 1 }}>
                    <ListItemText
                      primary={t(page.titleKey)}
                      secondary={
                        <>
                          <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 600 }}>
                            {t(page.sectionTitleKey)}
                          </Typography>
                          <Typography
                            component="span"
                            variant="body2"
                            data-testid="documentation-search-excerpt"
                            sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
                          >
                            <Marked parts={excerpt} />
                          </Typography>
                        </>
                      }
                    />
                  </ListItemButton>
                </li>
              ))}
            </List>
          )}
        </section>
      )}
    </search>
  );
}

/** The excerpt as plain text runs, the matched words in <mark>. */
function Marked({ parts }: { parts: ExcerptPart[] }) {
  return parts.map((part, index) =>
    part.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs have no identity but their order
      <mark key={index}>{part.text}</mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <span key={index}>{part.text}</span>
    ),
  );
}
