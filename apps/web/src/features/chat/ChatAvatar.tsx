import type { ChatStatus } from '@conecta/contracts/chat';
import Badge from '@mui/material/Badge';
import { PersonAvatar } from '../../shell/PersonAvatar';
import { statusColors } from './people';

interface ChatAvatarProps {
  /** Hidden from assistive technology where the surrounding control already says who this is. */
  decorative?: boolean;
  name: string;
  avatar: string;
  /** Draws the presence dot; none for the user's own avatar where the status is shown beside it. */
  status?: ChatStatus;
  size?: number;
}

/** A person's picture (or initials when they have none) with their presence colour. */
export function ChatAvatar({ name, avatar, status, size = 40, decorative = false }: ChatAvatarProps) {
  const picture = (
    <PersonAvatar
      name={name}
      photoURL={avatar}
      size={size}
      alt={decorative ? '' : name}
      aria-hidden={decorative || undefined}
    />
  );
  if (!status) return picture;
  return (
    <Badge
      aria-hidden={decorative || undefined}
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{
        badge: {
          sx: {
            bgcolor: statusColors[status],
            width: size / 4,
            height: size / 4,
            minWidth: 0,
            borderRadius: '50%',
            boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
          },
        },
      }}
    >
      {picture}
    </Badge>
  );
}
