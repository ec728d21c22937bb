import BookmarkIcon from '@mui/icons-material/Bookmark';
import ChatIcon from '@mui/icons-material/Chat';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MailIcon from '@mui/icons-material/Mail';
import PersonIcon from '@mui/icons-material/Person';
import type { SvgIconProps } from '@mui/material/SvgIcon';

// The icons the navigation names; each feature's entries add theirs here as they arrive.
const icons: Record<string, typeof DashboardIcon> = {
  chat: ChatIcon,
  check_box: CheckBoxIcon,
  dashboard: DashboardIcon,
  mail: MailIcon,
  person: PersonIcon,
};

export function NavigationIcon({ name, ...props }: { name: string | undefined } & SvgIconProps) {
  const Icon = (name && icons[name]) || BookmarkIcon;
  return <Icon {...props} />;
}
