import type { QuickPanelItem } from '@conecta/contracts';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetQuickPanelDataQuery } from './api';
// Its strings are registered by the toggle that loads it.
import { quickPanelNamespace } from './locales';

/** Panel width (console-core §9). */
const width = 280;

function ItemList({ items, empty }: { items: QuickPanelItem[]; empty: string }) {
  if (items.length === 0) return <Typography sx={{ px: 2, py: 1, color: 'text.secondary' }}>{empty}</Typography>;
  return items.map((item) => (
    <ListItem key={item.id} dense>
      <ListItemText primary={item.title} secondary={item.detail} />
    </ListItem>
  ));
}

/** The quick panel (console-core §2.6): today's date, the company's events and notes, quick settings. */
export default function QuickPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(quickPanelNamespace);
  const { data, isLoading, isError, refetch } = useGetQuickPanelDataQuery();
  // Local switches, as in the spec: they change nothing else.
  const [switches, setSwitches] = useState({ notifications: true, cloudSync: false, retroThrusters: false });
  const today = new Date();
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(i18n.language, options).format(today);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      keepMounted
      slotProps={{ paper: { sx: { width, maxWidth: '90vw' }, 'aria-label': t('open') } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', p: 2 }}>
        <Box data-testid="quick-panel-today">
          <Typography variant="overline" color="text.secondary">
            {t('today')}
          </Typography>
          {/* As each language writes them: pt-BR's weekdays and months are lower case ('terça-feira', 'março'). */}
          <Typography variant="h6" data-testid="quick-panel-weekday" sx={{ lineHeight: 1.2 }}>
            {format({ weekday: 'long' })}
          </Typography>
          <Typography variant="h3" component="p" sx={{ fontWeight: 300 }}>
            {format({ day: 'numeric' })}
          </Typography>
          <Typography data-testid="quick-panel-month">{format({ month: 'long' })}</Typography>
        </Box>
        <IconButton aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>

      {isError ? (
        <Alert
          severity="error"
          sx={{ mx: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : (
        <>
          <List subheader={<ListSubheader disableSticky>{t('events')}</ListSubheader>} data-testid="quick-panel-events">
            {isLoading || !data ? (
              <Skeleton variant="rounded" height={88} sx={{ mx: 2 }} />
            ) : (
              <ItemList items={data.events} empty={t('noEvents')} />
            )}
          </List>
          <List subheader={<ListSubheader disableSticky>{t('notes')}</ListSubheader>}>
            {isLoading || !data ? (
              <Skeleton variant="rounded" height={88} sx={{ mx: 2 }} />
            ) : (
              <ItemList items={data.notes} empty={t('noNotes')} />
            )}
          </List>
        </>
      )}

      <List subheader={<ListSubheader disableSticky>{t('quickSettings')}</ListSubheader>}>
        {(['notifications', 'cloudSync', 'retroThrusters'] as const).map((key) => (
          <ListItem
            key={key}
            secondaryAction={
              <Switch
                edge="end"
                checked={switches[key]}
                onChange={(_event, checked) => setSwitches((current) => ({ ...current, [key]: checked }))}
                slotProps={{ input: { 'aria-label': t(key) } }}
              />
            }
          >
            <ListItemText primary={t(key)} />
          </ListItem>
        ))}
      </List>
    </Drawer>
  );
}
