import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { changeSettings } from '../settings/saveSettings';
import { LanguageFlag } from './LanguageFlag';
import { languageChanged, selectLanguage } from './languageSlice';
import { directionOf, type LanguageId, languages } from './languages';

/** Toolbar language menu (console-core §2.6, §4.2): the choice is stored and sets the direction. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLanguage);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const active = languages.find((language) => language.id === current) ?? languages[0];

  const choose = (id: LanguageId) => {
    // The settings hold the direction (console-core §3): a language that turns it is saved with them.
    if (directionOf(id) !== directionOf(current)) void dispatch(changeSettings(languageChanged(id)));
    else dispatch(languageChanged(id));
    setAnchor(null);
  };

  return (
    <>
      <Button
        color="inherit"
        // Starts with the visible code, so speech users can say what they see.
        aria-label={`${active.id.slice(0, 2).toUpperCase()}, ${t('language')}: ${active.title}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        data-testid="language-switcher"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, gap: 1, fontWeight: 700 }}
      >
        <LanguageFlag flag={active.flag} />
        <span>{active.id.slice(0, 2).toUpperCase()}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.id}
            lang={language.id}
            selected={language.id === current}
            onClick={() => choose(language.id)}
          >
            <ListItemIcon>
              <LanguageFlag flag={language.flag} />
            </ListItemIcon>
            {/* Each language is named in itself, so a reader finds theirs whatever the page's language. */}
            <ListItemText>{language.title}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={Link} to="/documentation/configuration/multi-language" onClick={() => setAnchor(null)}>
          {t('learnMore')}
        </MenuItem>
      </Menu>
    </>
  );
}
