import BookmarkIcon from '@mui/icons-material/Bookmark';
import ChatIcon from '@mui/icons-material/Chat';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PersonIcon from '@mui/icons-material/Person';
import type { SvgIconProps } from '@mui/material/SvgIcon';

// The icons the navigation names; each feature's entries add theirs here as they arrive.
const icons: Record<string, typeof DashboardIcon> = { chat: ChatIcon, dashboard: DashboardIcon, person: PersonIcon };

export function NavigationIcon({ name, ...props }: { name: string | undefined } & SvgIconProps) {
  const Icon = (name && icons[name]) || BookmarkIcon;
  return <Icon {...props} />;
}
