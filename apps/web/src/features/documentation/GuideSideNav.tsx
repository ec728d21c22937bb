import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type GuidePage, guidePages, guideSections } from './guide';
import { documentationNamespace } from './locales';

/** Every page of the guide by section; on phones folded behind one button, so the page comes first. */
export function GuideSideNav({ current }: { current: GuidePage }) {
  const { t } = useTranslation(documentationNamespace);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const listId = useId();

  const list = (
    <List id={listId} dense disablePadding>
      {guideSections.map((section) => (
        <li key={section.slug}>
          <List dense disablePadding>
            <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5, fontWeight: 700 }}>
              {t(section.titleKey)}
            </ListSubheader>
            {guidePages
              .filter((page) => page.section === section.slug)
              .map((page) => (
                <li key={page.path}>
                  <ListItemButton
                    component={Link}
                    to={page.path}
                    selected={page.path === current.path}
                    aria-current={page.path === current.path ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                    sx={{ borderRadius: 1 }}
                  >
                    {t(page.titleKey)}
                  </ListItemButton>
                </li>
              ))}
          </List>
        </li>
      ))}
    </List>
  );

  return (
    <nav aria-label={t('pagesNavigation')} data-testid="documentation-pages">
      {!wide && (
        <Button onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={listId} variant="outlined" fullWidth>
          {t('showPages')}
        </Button>
      )}
      {(wide || open) && list}
    </nav>
  );
}
