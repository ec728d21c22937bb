import { type CalendarScope, calendarScopes } from '@conecta/contracts/calendar';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { calendarNamespace } from './locales';

// Not `scope_one`: a key ending in `_one` would read as a plural.
const scopeKeys = { one: 'scopeThis', following: 'scopeFollowing', all: 'scopeAll' } as const;

/** Which occurrences of a series a change or removal touches. */
export function ScopeChoice({ value, onChange }: { value: CalendarScope; onChange(scope: CalendarScope): void }) {
  const { t } = useTranslation(calendarNamespace);
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('scope_label')}</FormLabel>
      <RadioGroup value={value} onChange={(e) => onChange(e.target.value as CalendarScope)}>
        {calendarScopes.map((scope) => (
          <FormControlLabel key={scope} value={scope} control={<Radio />} label={t(scopeKeys[scope])} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
