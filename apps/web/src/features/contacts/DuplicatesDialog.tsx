import type { Contact, ContactDuplicateGroup } from '@conecta/contracts/contacts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useRowDate } from '../../shell/collection';
import { showMessage } from '../../shell/message/messageSlice';
import { useContactDuplicatesQuery, useMergeContactsMutation } from './api';
import { fullName } from './contactColumns';
import { contactsNamespace } from './locales';
import { differingFields, initialChoices, type MergeField, mergedContact } from './mergeChoices';

/** Finds the contacts that look like one person; each group is merged with the values the user picks. */
export default function DuplicatesDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(contactsNamespace);
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, isLoading, isError } = useContactDuplicatesQuery();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId}>{t('duplicatesTitle')}</DialogTitle>
      <DialogContent dividers data-testid="contacts-duplicates">
        {isLoading ? (
          <Skeleton height={120} aria-label={t('duplicatesLoading')} />
        ) : isError ? (
          <Alert severity="warning">{t('duplicatesFailed')}</Alert>
        ) : !data?.groups.length ? (
          <Typography data-testid="contacts-duplicates-none">{t('duplicatesNone')}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('duplicatesHint')}
            </Typography>
            {data.groups.map((group) => (
              <DuplicateGroup key={group.contacts.map((contact) => contact.id).join()} group={group} />
            ))}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="contacts-duplicates-close">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DuplicateGroup({ group }: { group: ContactDuplicateGroup }) {
  const { t } = useTranslation(contactsNamespace);
  const dispatch = useAppDispatch();
  const date = useRowDate();
  const headingId = useId();
  const [choices, setChoices] = useState(() => initialChoices(group.contacts));
  const [merge, merging] = useMergeContactsMutation();
  const fields = differingFields(group.contacts);
  const names = group.contacts.map(fullName).join(' · ');
  const shown = (field: MergeField, value: string) =>
    value === ''
      ? t('emptyValue')
      : field === 'birthday'
        ? date(value)
        : field === 'avatar'
          ? t('field_avatar')
          : value;

  const run = async () => {
    const contact: Contact = mergedContact(group.contacts, choices);
    try {
      await merge({ contact, contactIds: group.contacts.map((entry) => entry.id) }).unwrap();
      dispatch(showMessage({ message: t('mergedInto', { name: fullName(contact) }), variant: 'success' }));
    } catch {
      dispatch(showMessage({ message: t('actionFailed'), variant: 'error' }));
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, mb: 2 }}
      data-testid="contacts-duplicate-group"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {names}
        </Typography>
        {group.reasons.map((reason) => (
          <Chip key={reason} size="small" label={t(`duplicateReason_${reason}`)} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
        {fields.map(({ field, values }) => (
          <FormControl key={field} component="fieldset" size="small">
            <FormLabel component="legend">{t(`field_${field}`)}</FormLabel>
            <RadioGroup
              value={choices[field] ?? ''}
              onChange={(event) => setChoices((previous) => ({ ...previous, [field]: event.target.value }))}
            >
              {values.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio size="small" />}
                  label={<span style={{ overflowWrap: 'anywhere' }}>{shown(field, value)}</span>}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {fields.length < 11 ? t('sameValues') : ''}
        </Typography>
        <Button
          variant="contained"
          onClick={() => void run()}
          disabled={merging.isLoading}
          data-testid="contacts-merge"
        >
          {t('merge', { count: group.contacts.length })}
        </Button>
      </Box>
    </Paper>
  );
}
