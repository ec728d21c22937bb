import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * On a phone the toolbar's secondary buttons wait behind one button, so the rest fit in a row.
 * `children` may be a function of `close`, for buttons that open something of their own: it closes the
 * menu and gives its button, where the focus may return later.
 */
export function ToolbarOverflow({
  children,
}: {
  children: ReactNode | ((close: () => HTMLElement | null) => ReactNode);
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('moreActions')}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? id : undefined}
        data-testid="toolbar-overflow"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
          {typeof children === 'function'
            ? children(() => {
                setAnchor(null);
                return anchor;
              })
            : children}
        </Box>
      </Popover>
    </>
  );
}
