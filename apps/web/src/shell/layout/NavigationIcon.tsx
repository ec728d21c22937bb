import BookmarkIcon from '@mui/icons-material/Bookmark';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { NavigationIconComponent } from '../navigation';

/** An entry's own icon in the menus and the shortcuts; an entry without one (a page of a collapse) gets a bookmark. */
export function NavigationIcon({
  icon: Icon = BookmarkIcon,
  ...props
}: { icon?: NavigationIconComponent } & SvgIconProps) {
  return <Icon {...props} />;
}
