import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectUser, selectUserRoles } from '../../app/session/authSlice';
import { PhotoAvatar } from '../files/PhotoAvatar';
import { initialsOf } from '../PersonAvatar';
import { paths } from '../paths';
import { lazyWithRetry } from '../recovery/retryImport';
import { readableTextOn } from '../theme';
import { visuallyHidden } from '../visuallyHidden';

// Its code arrives when the user first asks to change their photo.
const ChangePhotoDialog = lazyWithRetry(() => import('../files/ChangePhotoDialog'));

/** Toolbar user menu (console-core §2.6): Logout for a signed-in user, Login/Register for a guest. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const roles = useAppSelector(selectUserRoles);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changingPhoto, setChangingPhoto] = useState(false);
  const buttonId = useId();
  const menuId = useId();

  const isGuest = roles.length === 0;
  const name = isGuest ? t('guest') : user.data.displayName || user.data.email;
  const roleText = isGuest ? t('guest') : roles.map((role) => t(`role_${role}`, { defaultValue: role })).join(', ');
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="user-menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', gap: 1, px: 1 }}
      >
        <PhotoAvatar
          alt=""
          aria-hidden
          photoURL={user.data.photoURL}
          sx={{
            width: 32,
            height: 32,
            fontSize: 14,
            bgcolor: 'secondary.main',
            color: (theme) => readableTextOn(theme.palette.secondary.main),
          }}
        >
          {initialsOf(name)}
        </PhotoAvatar>
        {/* Names the button; on small screens only for assistive technology. */}
        <Box component="span" sx={(theme) => ({ fontWeight: 600, [theme.breakpoints.down('sm')]: visuallyHidden })}>
          {name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        <Box component="li" role="none" sx={{ px: 2, pt: 1, pb: 1.5, minWidth: 200 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {roleText}
          </Typography>
        </Box>
        <Divider component="li" />
        {isGuest
          ? [
              <MenuItem key="login" component={Link} to={paths.login} onClick={close}>
                {t('login')}
              </MenuItem>,
              <MenuItem key="register" component={Link} to={paths.register} onClick={close}>
                {t('register')}
              </MenuItem>,
            ]
          : [
              <MenuItem
                key="change-photo"
                onClick={() => {
                  close();
                  setChangingPhoto(true);
                }}
              >
                {t('changePhoto')}
              </MenuItem>,
              <MenuItem key="logout" component={Link} to={paths.logout} onClick={close} data-testid="logout">
                {t('logout')}
              </MenuItem>,
              // Only the token API's sessions live on our server; outside providers sign out on their own.
              user.from === 'custom' && (
                <MenuItem key="logout-everywhere" component={Link} to={`${paths.logout}?everywhere=1`} onClick={close}>
                  {t('logoutEverywhere')}
                </MenuItem>
              ),
            ]}
      </Menu>
      {changingPhoto && (
        <Suspense fallback={null}>
          <ChangePhotoDialog onClose={() => setChangingPhoto(false)} />
        </Suspense>
      )}
    </>
  );
}
