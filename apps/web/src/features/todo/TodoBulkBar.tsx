import { type Todo, todoLabels } from '@conecta/contracts/todo';
import CircleIcon from '@mui/icons-material/Circle';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkBar, type ScopedSelection } from '../../shell/collection';
import { todoNamespace } from './locales';
import { labelTitle } from './todoText';
import type { BulkActions } from './useBulkActions';

interface TodoBulkBarProps {
  /** The to-dos shown, and which of them are selected. */
  todos: Todo[];
  selection: ScopedSelection;
  bulk: BulkActions;
  /** Under the deleted filter a deletion is for good; elsewhere it only moves to Deleted. */
  deletedList: boolean;
}

/** Select all or none, and what to do with the selection: label, mark done, delete. */
export function TodoBulkBar({ todos, selection, bulk, deletedList }: TodoBulkBarProps) {
  const { t } = useTranslation(todoNamespace);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const selected = todos.filter((todo) => selection.selected.has(todo.id));
  const actions = {
    onLabel: (labelId: number) => void bulk.label(selected, labelId),
    onComplete: () => {
      void bulk.complete(selected);
      selection.clear();
    },
    onDelete: () => {
      deletedList ? bulk.deleteForGood(selected) : void bulk.remove(selected);
      selection.clear();
    },
  };
  return (
    <BulkBar
      shown={todos.length}
      selected={selected.length}
      onSelectAll={(all) => selection.select(all ? todos.map((todo) => todo.id) : [])}
      texts={{ selectAll: t('selectAll'), selectedCount: t('selectedCount', { count: selected.length }) }}
      testId="todo"
    >
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
                {labelTitle(t, label.id)}
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
    </BulkBar>
  );
}
