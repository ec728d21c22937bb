import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import {
  ColumnsPanelTrigger,
  type GridDensity,
  gridDensitySelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { useId, useState } from 'react';

const densities: {
  value: GridDensity;
  label: 'toolbarDensityCompact' | 'toolbarDensityStandard' | 'toolbarDensityComfortable';
}[] = [
  { value: 'compact', label: 'toolbarDensityCompact' },
  { value: 'standard', label: 'toolbarDensityStandard' },
  { value: 'comfortable', label: 'toolbarDensityComfortable' },
];

/**
 * The grid's own toolbar, reduced to what a server-paged list can honour: which columns show and how
 * dense the rows are (both remembered per user). Filters and export live above the grid, on the server.
 */
export function ColumnsDensityToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const text = (key: Parameters<typeof apiRef.current.getLocaleText>[0]) => String(apiRef.current.getLocaleText(key));

  return (
    <Toolbar>
      <Tooltip title={text('toolbarColumnsLabel')}>
        <ColumnsPanelTrigger render={<ToolbarButton aria-label={text('toolbarColumnsLabel')} />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title={text('toolbarDensityLabel')}>
        <ToolbarButton
          aria-label={text('toolbarDensityLabel')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <DensityMediumIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {densities.map((option) => (
          <MenuItem
            key={option.value}
            selected={option.value === density}
            onClick={() => {
              apiRef.current.setDensity(option.value);
              setAnchor(null);
            }}
          >
            {text(option.label)}
          </MenuItem>
        ))}
      </Menu>
    </Toolbar>
  );
}
