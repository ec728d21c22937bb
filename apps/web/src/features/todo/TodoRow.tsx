import { type Todo, todoLabels } from '@conecta/contracts/todo';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CircleIcon from '@mui/icons-material/Circle';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import LabelImportantOutlinedIcon from '@mui/icons-material/LabelImportantOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRowDate, useRowDensity } from '../../shell/collection';
import type { SortableItemDrag } from '../../shell/sortable/SortableList';
import { todoNamespace } from './locales';
import { labelTitle } from './todoText';

export type TodoFlag = 'completed' | 'starred' | 'important';

export interface TodoRowProps {
  todo: Todo;
  href: string;
  selected: boolean;
  onSelect(selected: boolean): void;
  onToggle(flag: TodoFlag): void;
  /** What makes a row draggable (from the sortable list); a row without it stays in place. */
  drag?: SortableItemDrag;
}

/** A flag shown as a pressed or unpressed button, changed in place. */
function FlagButton(props: {
  label: string;
  on: boolean;
  onIcon: ReactNode;
  offIcon: ReactNode;
  onClick(): void;
  testId: string;
  compact: boolean;
}) {
  return (
    <Tooltip title={props.label}>
      <IconButton
        size={props.compact ? 'small' : 'medium'}
        aria-label={props.label}
        aria-pressed={props.on}
        onClick={props.onClick}
        data-testid={props.testId}
      >
        {props.on ? props.onIcon : props.offIcon}
      </IconButton>
    </Tooltip>
  );
}

/** One to-do of the list: select it, tick it off, star it, flag its priority, open it, drag it. */
export function TodoRow({ todo, href, selected, onSelect, onToggle, drag }: TodoRowProps) {
  const { t } = useTranslation(todoNamespace);
  const rowDate = useRowDate();
  const date = (iso: string) => rowDate(iso, { withTime: true });
  const compact = useRowDensity() === 'compact';
  const overdue = !todo.completed && todo.dueDate !== null && Date.parse(todo.dueDate) < Date.now();
  return (
    <Box
      component="li"
      ref={drag?.rowRef}
      style={drag?.style}
      data-testid="todo-row"
      data-todo-id={todo.id}
      data-density={compact ? 'compact' : 'comfortable'}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0, sm: 0.5 },
        px: { xs: 0, sm: 1 },
        py: compact ? 0 : 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: drag?.dragging ? 'action.selected' : 'background.paper',
        position: 'relative',
        zIndex: drag?.dragging ? 1 : undefined,
      }}
    >
      {drag && (
        <IconButton
          ref={drag.handleRef}
          {...drag.handleProps}
          aria-label={t('reorderHandle', { title: todo.title })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
          data-testid="todo-drag-handle"
        >
          <DragIndicatorIcon />
        </IconButton>
      )}
      <Checkbox
        size={compact ? 'small' : 'medium'}
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('selectTodo', { title: todo.title }) } }}
        data-testid="todo-select"
      />
      <FlagButton
        label={t('toggleCompleted')}
        on={todo.completed}
        onIcon={<CheckCircleIcon color="success" />}
        offIcon={<RadioButtonUncheckedIcon />}
        onClick={() => onToggle('completed')}
        testId="todo-toggle-completed"
        compact={compact}
      />
      {/* Compact: the title and its dates and labels on one line. */}
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          py: compact ? 0.25 : 0.5,
          ...(compact && { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }),
        }}
      >
        <Link
          component={RouterLink}
          to={href}
          underline="hover"
          color="inherit"
          data-testid="todo-title"
          // The title's own direction: a Latin title reads left to right in the Arabic console.
          dir="auto"
          sx={{
            display: 'block',
            fontWeight: 500,
            overflowWrap: 'anywhere',
            textDecoration: todo.completed ? 'line-through' : undefined,
            color: todo.completed ? 'text.secondary' : 'text.primary',
          }}
        >
          {todo.title}
        </Link>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1.5,
            rowGap: 0.5,
            mt: compact ? 0 : 0.25,
          }}
        >
          {todo.labels.map((id) => (
            <Chip
              key={id}
              size="small"
              variant="outlined"
              label={labelTitle(t, id)}
              // The colour marks the label; the text keeps the theme's colour, which is legible on any.
              icon={<CircleIcon sx={{ '&&': { color: todoLabels[id]?.color }, fontSize: 10 }} />}
              sx={{ height: 20, fontSize: 12 }}
            />
          ))}
          {todo.startDate && (
            <Typography variant="caption" color="text.secondary" data-testid="todo-start">
              {t('starts', { date: date(todo.startDate) })}
            </Typography>
          )}
          {todo.dueDate && (
            <Typography variant="caption" color={overdue ? 'error' : 'text.secondary'} data-testid="todo-due">
              {t('due', { date: date(todo.dueDate) })}
              {overdue && ` · ${t('overdue')}`}
            </Typography>
          )}
        </Box>
      </Box>
      {/* On a phone the two flags stand one over the other, leaving the title room. */}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
        <FlagButton
          label={t('toggleImportant')}
          on={todo.important}
          onIcon={<LabelImportantIcon color="error" />}
          offIcon={<LabelImportantOutlinedIcon />}
          onClick={() => onToggle('important')}
          testId="todo-toggle-important"
          compact={compact}
        />
        <FlagButton
          label={t('toggleStarred')}
          on={todo.starred}
          onIcon={<StarIcon sx={{ color: 'warning.main' }} />}
          offIcon={<StarBorderIcon />}
          onClick={() => onToggle('starred')}
          testId="todo-toggle-starred"
          compact={compact}
        />
      </Box>
    </Box>
  );
}
