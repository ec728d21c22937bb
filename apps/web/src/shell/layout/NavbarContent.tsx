import CloseIcon from '@mui/icons-material/Close';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectUser, selectUserRoles } from '../../app/session/authSlice';
import { PhotoAvatar } from '../files/PhotoAvatar';
import { Logo } from '../Logo';
import { type NavigationItem, visibleNavigation } from '../navigation';
import { paths } from '../paths';
import { readableTextOn } from '../theme';
import { VerticalNavigation } from './VerticalNavigation';

interface NavbarContentProps {
  navigation: readonly NavigationItem[];
  /** Icons only: the folded bar while the mouse is not over it. */
  dense: boolean;
  folded: boolean;
  onToggleFolded?: () => void;
  onClose?: () => void;
}

/** Header with logo, the user block and the navigation tree (console-core §2.6). */
export function NavbarContent({ navigation, dense, folded, onToggleFolded, onClose }: NavbarContentProps) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const roles = useAppSelector(selectUserRoles);
  const name = roles.length === 0 ? t('guest') : user.data.displayName || user.data.email;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden', overflowY: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, minHeight: 64 }}>
        <Box
          component={Link}
          to={paths.home}
          aria-label="Conecta"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
        >
          <Logo size={32} alt="" />
          {!dense && (
            <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
              Conecta
            </Typography>
          )}
        </Box>
        {!dense && onToggleFolded && (
          <Tooltip title={t(folded ? 'unfoldNavbar' : 'foldNavbar')}>
            <IconButton
              color="inherit"
              size="small"
              aria-label={t(folded ? 'unfoldNavbar' : 'foldNavbar')}
              aria-pressed={folded}
              data-testid="navbar-pin"
              onClick={onToggleFolded}
            >
              {folded ? <PushPinOutlinedIcon fontSize="small" /> : <PushPinIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
        )}
        {onClose && (
          <IconButton color="inherit" size="small" aria-label={t('closeNavbar')} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {!dense && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, px: 2, py: 2 }}>
          <PhotoAvatar
            alt=""
            photoURL={user.data.photoURL}
            sx={{
              width: 64,
              height: 64,
              bgcolor: 'secondary.main',
              color: (theme) => readableTextOn(theme.palette.secondary.main),
            }}
          >
            {name.slice(0, 1).toUpperCase()}
          </PhotoAvatar>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {name}
          </Typography>
          {user.data.email && (
            <Typography variant="body2" sx={{ opacity: 0.75 }} noWrap>
              {user.data.email}
            </Typography>
          )}
        </Box>
      )}
      <Box component="nav" aria-label={t('mainNavigation')} sx={{ flexGrow: 1, py: 1 }}>
        <VerticalNavigation items={visibleNavigation(navigation, roles)} dense={dense} />
      </Box>
    </Box>
  );
}
