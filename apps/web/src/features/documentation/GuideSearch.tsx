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
import { searchGuide } from './guideContent';
import { documentationNamespace } from './locales';

/** Searches the words of every page; a result opens its page. */
export function GuideSearch() {
  const { t } = useTranslation(documentationNamespace);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const results = useMemo(() => searchGuide(deferred), [deferred]);
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
              {results.map((page) => (
                <li key={page.path}>
                  <ListItemButton component={Link} to={page.path} onClick={() => setQuery('')} sx={{ borderRadius: 1 }}>
                    <ListItemText primary={t(page.titleKey)} secondary={t(page.sectionTitleKey)} />
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
