import { todoLabels } from '@conecta/contracts/todo';
import CircleIcon from '@mui/icons-material/Circle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { TodoText } from './todoText';

interface TodoBulkBarProps {
  text: TodoText;
  shown: number;
  selected: number;
  /** Under the deleted filter a deletion is for good; elsewhere it only moves to Deleted. */
  deletedList: boolean;
  onSelectAll(selected: boolean): void;
  onLabel(labelId: number): void;
  onComplete(): void;
  onDelete(): void;
}

/** Select all or none, and what to do with the selection: label, mark done, delete. */
export function TodoBulkBar({ text, shown, selected, deletedList, ...actions }: TodoBulkBarProps) {
  const { t } = text;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const some = selected > 0;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1, minHeight: 48 }}
      data-testid="todo-bulk-bar"
    >
      <Checkbox
        checked={shown > 0 && selected === shown}
        indeterminate={some && selected < shown}
        disabled={shown === 0}
        onChange={(event) => actions.onSelectAll(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('selectAll') } }}
        data-testid="todo-select-all"
      />
      {some && (
        <>
          <Typography variant="body2" sx={{ marginInlineEnd: 1 }} aria-live="polite">
            {t('selectedCount', { count: selected })}
          </Typography>
          {!deletedList && (
            <>
              <Button
                size="small"
                aria-haspopup="menu"
                aria-controls={anchor ? menuId : undefined}
                aria-expanded={Boolean(anchor)}
                onClick={(event) => setAnchor(event.currentTarget)}
                data-testid="todo-bulk-label"
              >
                {t('bulkLabel')}
              </Button>
              <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
                {todoLabels.map((label) => (
                  <MenuItem
                    key={label.id}
                    onClick={() => {
                      setAnchor(null);
                      actions.onLabel(label.id);
                    }}
                    data-testid={`todo-bulk-label-${label.handle}`}
                  >
                    <ListItemIcon>
                      <CircleIcon sx={{ color: label.color, fontSize: 14 }} />
                    </ListItemIcon>
                    {text.labelTitle(label.id)}
                  </MenuItem>
                ))}
              </Menu>
              <Button size="small" onClick={actions.onComplete} data-testid="todo-bulk-complete">
                {t('bulkComplete')}
              </Button>
            </>
          )}
          <Button size="small" color="error" onClick={actions.onDelete} data-testid="todo-bulk-delete">
            {t(deletedList ? 'bulkDeleteForGood' : 'bulkDelete')}
          </Button>
        </>
      )}
    </Box>
  );
}
