import { type ScrumboardBoard, type ScrumboardMember, scrumboardColors } from '@conecta/contracts/scrumboard';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { showMessage } from '../../shell/message/messageSlice';
import { PersonAvatar } from '../../shell/PersonAvatar';
import { useDebouncedValue } from '../../shell/useDebouncedValue';
import { useAccountsQuery, useDeleteBoardMutation, useUpdateMembersMutation, useUpdateSettingsMutation } from './api';
import { boardColor } from './boardColors';
import { scrumboardNamespace } from './locales';
import { useBoardAction } from './useBoardAction';

/** The board's settings beside it: colour, subscription, card covers, members, and deleting it. */
export default function BoardSettings({ board, onClose }: { board: ScrumboardBoard; onClose(): void }) {
  const { t } = useTranslation(scrumboardNamespace);
  const titleId = useId();
  const colorId = useId();
  const run = useBoardAction();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [updateSettings] = useUpdateSettingsMutation();
  const [updateMembers] = useUpdateMembersMutation();
  const [deleteBoard] = useDeleteBoardMutation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 250);
  const accounts = useAccountsQuery(q);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const memberIds = board.members.map((member) => member.id);

  const settings = (changes: Partial<ScrumboardBoard['settings']>) =>
    run(() => updateSettings({ boardId: board.id, settings: changes }).unwrap());
  const setMembers = async (ids: string[]) => {
    const done = await run(() => updateMembers({ boardId: board.id, memberIds: ids }).unwrap());
    if (done === null) {
      // The signed-in account left the board.
      void navigate('/apps/scrumboard/boards');
    }
  };

  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 } } } }}>
      <Box role="dialog" aria-labelledby={titleId} sx={{ p: 2 }} data-testid="scrumboard-settings">
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
            {t('settings')}
          </Typography>
          <IconButton aria-label={t('closeSettings')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>

        <Typography id={colorId} component="h3" variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
          {t('color')}
        </Typography>
        <Box role="radiogroup" aria-labelledby={colorId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {scrumboardColors.map((color) => {
            const on = board.settings.color === color;
            return (
              <IconButton
                key={color}
                role="radio"
                aria-checked={on}
                aria-label={t(`color_${color}`)}
                title={t(`color_${color}`)}
                onClick={() => void settings({ color })}
                sx={{
                  width: 40,
                  height: 40,
                  bgcolor: boardColor[color],
                  color: '#fff',
                  '&:hover': { bgcolor: boardColor[color] },
                }}
              >
                {on && <CheckIcon />}
              </IconButton>
            );
          })}
        </Box>

        <Box sx={{ display: 'flex', flexDirection: 'column', mt: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={board.settings.subscribed}
                onChange={(_e, subscribed) => void settings({ subscribed })}
              />
            }
            label={t('subscribed')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={board.settings.cardCoverImages}
                onChange={(_e, cardCoverImages) => void settings({ cardCoverImages })}
              />
            }
            label={t('cardCoverImages')}
          />
        </Box>

        <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
          {t('members')}
        </Typography>
        <List dense data-testid="scrumboard-members">
          {board.members.map((member) => (
            <ListItem
              key={member.id}
              secondaryAction={
                board.members.length > 1 && (
                  <IconButton
                    edge="end"
                    aria-label={t('removeMember', { name: member.name })}
                    onClick={() => void setMembers(memberIds.filter((id) => id !== member.id))}
                  >
                    <PersonRemoveIcon />
                  </IconButton>
                )
              }
            >
              <ListItemAvatar>
                <PersonAvatar name={member.name} photoURL={member.avatar} />
              </ListItemAvatar>
              <ListItemText primary={member.name} />
            </ListItem>
          ))}
        </List>
        <Autocomplete<ScrumboardMember>
          options={(accounts.data ?? []).filter((account) => !memberIds.includes(account.id))}
          getOptionLabel={(option) => option.name}
          filterOptions={(options) => options}
          loading={accounts.isFetching}
          onInputChange={(_event, value) => setSearch(value)}
          onChange={(_event, account) => {
            if (account) void setMembers([...memberIds, account.id]);
          }}
          value={null}
          blurOnSelect
          renderInput={(params) => <TextField {...params} label={t('addMember')} />}
        />

        <Button color="error" variant="outlined" sx={{ mt: 4 }} onClick={() => setConfirmDelete(true)}>
          {t('deleteBoard')}
        </Button>
        <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)}>
          <DialogContent>{t('deleteBoardConfirm', { name: board.name })}</DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmDelete(false)}>{t('cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              onClick={async () => {
                setConfirmDelete(false);
                if (await run(() => deleteBoard({ boardId: board.id }).unwrap())) {
                  dispatch(showMessage({ message: t('boardDeleted'), variant: 'success' }));
                  void navigate('/apps/scrumboard/boards');
                }
              }}
            >
              {t('delete')}
            </Button>
          </DialogActions>
        </Dialog>
      </Box>
    </Drawer>
  );
}
