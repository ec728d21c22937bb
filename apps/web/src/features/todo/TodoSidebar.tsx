import { todoFilters, todoFolders, todoLabels } from '@conecta/contracts/todo';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CircleIcon from '@mui/icons-material/Circle';
import DeleteIcon from '@mui/icons-material/Delete';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StarIcon from '@mui/icons-material/Star';
import TodayIcon from '@mui/icons-material/Today';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sameList } from '../../shell/collection';
import { todoNamespace } from './locales';
import { listTitle } from './todoText';
import { type TodoList, todoPaths } from './todoView';

/** The icons the contract's folders and filters name. */
const icons: Record<string, ComponentType<SvgIconProps>> = {
  check_box: CheckBoxIcon,
  star: StarIcon,
  error: ErrorIcon,
  schedule: ScheduleIcon,
  today: TodayIcon,
  check: CheckIcon,
  delete: DeleteIcon,
};

interface TodoSidebarProps {
  current: TodoList;
  newHref: string;
  /** Called after a list is picked (the phone's drawer closes). */
  onNavigate?(): void;
}

/** The folder, the filters and the labels, each a link to its list; the current one is marked. */
export function TodoSidebar({ current, newHref, onNavigate }: TodoSidebarProps) {
  const { t } = useTranslation(todoNamespace);
  const entry = (list: TodoList, icon: React.ReactNode) => {
    const selected = sameList(current, list);
    return (
      <ListItem key={`${list.kind}-${list.handle}`} disablePadding>
        <ListItemButton
          component={Link}
          to={todoPaths.list(list)}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          onClick={onNavigate}
          sx={{ borderRadius: 1, mx: 1 }}
          data-testid={`todo-nav-${list.kind}-${list.handle}`}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
          <ListItemText primary={listTitle(t, list)} />
        </ListItemButton>
      </ListItem>
    );
  };
  const iconOf = (name: string) => {
    const Icon = icons[name] ?? CheckBoxIcon;
    return <Icon fontSize="small" />;
  };
  return (
    <Box component="nav" aria-label={t('lists')} sx={{ py: 2 }}>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button
          component={Link}
          to={newHref}
          variant="contained"
          fullWidth
          startIcon={<AddIcon />}
          onClick={onNavigate}
          data-testid="todo-new"
        >
          {t('newTodo')}
        </Button>
      </Box>
      <List dense disablePadding aria-label={t('folders')}>
        {todoFolders.map((folder) => entry({ kind: 'folder', handle: folder.handle }, iconOf(folder.icon)))}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{t('filters')}</ListSubheader>}>
        {todoFilters.map((filter) => entry({ kind: 'filter', handle: filter.handle }, iconOf(filter.icon)))}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{t('labels')}</ListSubheader>}>
        {todoLabels.map((label) =>
          entry({ kind: 'label', handle: label.handle }, <CircleIcon sx={{ color: label.color, fontSize: 14 }} />),
        )}
      </List>
    </Box>
  );
}
