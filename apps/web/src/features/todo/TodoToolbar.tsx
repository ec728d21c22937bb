import { todoSortFields } from '@conecta/contracts/todo';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { ListSearchBox } from '../../shell/data-grid/ListSearchBox';
import { todoNamespace } from './locales';
import type { TodoView } from './todoView';

/** The list's search and sort, kept in the URL's query string. */
export function TodoToolbar({ view }: { view: TodoView }) {
  const { t } = useTranslation(todoNamespace);
  const manual = view.sort === 'manual';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <ListSearchBox
        value={view.q}
        onSearch={(q) => view.setQuery({ q })}
        label={t('search')}
        testId="todo-search"
        sx={{ flex: '1 1 220px' }}
      />
      <TextField
        select
        size="small"
        label={t('sortBy')}
        value={view.sort}
        onChange={(event) => view.setQuery({ sort: event.target.value === 'manual' ? '' : event.target.value })}
        sx={{ minWidth: 170 }}
        slotProps={{ htmlInput: { 'data-testid': 'todo-sort' } }}
      >
        {todoSortFields.map((field) => (
          <MenuItem key={field} value={field}>
            {t(`sort_${field}`)}
          </MenuItem>
        ))}
      </TextField>
      {!manual && (
        <Tooltip title={t(view.order === 'asc' ? 'sortAscending' : 'sortDescending')}>
          <IconButton
            aria-label={t(view.order === 'asc' ? 'sortAscending' : 'sortDescending')}
            onClick={() => view.setQuery({ order: view.order === 'asc' ? 'desc' : '' })}
            data-testid="todo-sort-order"
          >
            <SwapVertIcon sx={{ transform: view.order === 'desc' ? 'scaleY(-1)' : undefined }} />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
