import {
  brazilianStates,
  type Device,
  type DeviceOwner,
  deviceKinds,
  deviceNetworks,
  deviceStatuses,
} from '@conecta/contracts/devices';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type HTMLAttributes, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataGridNamespace, ListSearchBox, type ServerList } from '../../shell/data-grid';
import { lazyWithRetry } from '../../shell/recovery';
import { useListManufacturersQuery } from './api';
import type { DeviceText } from './labels';
import { OwnerPicker, unassignedId } from './OwnerPicker';

const FiltersDialog = lazyWithRetry(() => import('../../shell/data-grid/FiltersDialog'));

/** The list's filters as they appear in the URL (and in the API's query string). */
export const deviceFilterKeys = ['q', 'status', 'kind', 'network', 'state', 'manufacturer', 'city', 'owner'] as const;
export type DeviceFilterKey = (typeof deviceFilterKeys)[number];

const split = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

interface Option {
  value: string;
  label: string;
}

function MultiFilter({
  testId,
  label,
  options,
  value,
  onChange,
  width = 150,
}: {
  testId: string;
  label: string;
  options: readonly Option[];
  value: string[];
  onChange(next: string[]): void;
  width?: number | string;
}) {
  const id = useId();
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return (
    <FormControl size="small" sx={{ width }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select<string[]>
        multiple
        labelId={`${id}-label`}
        id={id}
        label={label}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          onChange(typeof next === 'string' ? split(next) : next);
        }}
        renderValue={(chosen) =>
          chosen.length === 1
            ? (labels.get(chosen[0] as string) ?? chosen[0])
            : `${labels.get(chosen[0] as string) ?? chosen[0]} +${chosen.length - 1}`
        }
        SelectDisplayProps={{ 'data-testid': testId } as HTMLAttributes<HTMLDivElement>}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 400 } } } }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value} dense>
            <Checkbox size="small" checked={value.includes(option.value)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

type FilterId = Exclude<DeviceFilterKey, 'q' | 'city'>;

/** Filters shown beside the search box on a screen narrower than 1536 px; the rest open from one button. */
const inlineOnNarrowScreens: readonly FilterId[] = ['status', 'kind'];

/**
 * The search box and the filters above the grid. Every change goes to the URL (through the list
 * state), so the view can be bookmarked, shared and reloaded; the grid reads its request from there.
 */
export function DeviceFilters({
  list,
  text,
  knownOwners,
}: {
  list: ServerList<Device, DeviceFilterKey>;
  text: DeviceText;
  /** Owners the page already knows (from its rows), to name the filtered owner after a reload. */
  knownOwners: ReadonlyMap<string, DeviceOwner>;
}) {
  const { t: gridT } = useTranslation(dataGridNamespace);
  const { filters, setFilters } = list;
  const { data: manufacturers = [] } = useListManufacturersQuery();

  const [ownerSeen, setOwnerSeen] = useState<DeviceOwner | null>(null);
  const ownerId = filters.owner;
  const owner: DeviceOwner | null = !ownerId
    ? null
    : ownerId === unassignedId
      ? { id: unassignedId, displayName: text.t('unassigned'), email: '', photoURL: '' }
      : ownerSeen?.id === ownerId
        ? ownerSeen
        : (knownOwners.get(ownerId) ?? { id: ownerId, displayName: text.t('selectedOwner'), email: '', photoURL: '' });

  const multi = (key: Exclude<DeviceFilterKey, 'q' | 'owner'>) => ({
    value: split(filters[key]),
    onChange: (next: string[]) => setFilters({ [key]: next.join(',') || undefined }),
  });

  // Wide screens show every filter in one row; narrower ones the first two, phones none: the rest
  // (or all) open in a dialog from one button, so the first rows of the list stay on the first screen.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('xl'), { noSsr: true });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const inline = (id: FilterId) => !narrow || (!phone && inlineOnNarrowScreens.includes(id));
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from its first opening on, so it can animate closed.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (dialogOpen && !dialogUsed) setDialogUsed(true);
  const activeCount = deviceFilterKeys.filter((key) => key !== 'q' && filters[key]).length;
  const width = (size: number) => (dialogOpen ? '100%' : size);

  const controls: Record<FilterId, () => ReactNode> = {
    status: () => (
      <MultiFilter
        testId="device-filter-status"
        label={text.t('filterStatus')}
        width={width(150)}
        options={deviceStatuses.map((status) => ({ value: status, label: text.statusLabel(status) }))}
        {...multi('status')}
      />
    ),
    kind: () => (
      <MultiFilter
        testId="device-filter-kind"
        label={text.t('filterKind')}
        width={width(150)}
        options={deviceKinds.map((kind) => ({ value: kind, label: text.kindLabel(kind) }))}
        {...multi('kind')}
      />
    ),
    network: () => (
      <MultiFilter
        testId="device-filter-network"
        label={text.t('filterNetwork')}
        width={width(120)}
        options={deviceNetworks.map((network) => ({ value: network, label: network }))}
        {...multi('network')}
      />
    ),
    state: () => (
      <MultiFilter
        testId="device-filter-state"
        label={text.t('filterState')}
        width={width(110)}
        options={brazilianStates.map((state) => ({ value: state, label: text.stateLabel(state) }))}
        {...multi('state')}
      />
    ),
    manufacturer: () => (
      <MultiFilter
        testId="device-filter-manufacturer"
        label={text.t('filterManufacturer')}
        width={width(170)}
        // A manufacturer in the URL stays choosable even before (or without) the list of manufacturers.
        options={[...new Set([...manufacturers, ...split(filters.manufacturer)])].map((name) => ({
          value: name,
          label: name,
        }))}
        {...multi('manufacturer')}
      />
    ),
    owner: () => (
      <OwnerPicker
        label={text.t('filterOwner')}
        text={text}
        includeUnassigned
        inputTestId="device-filter-owner"
        fullWidth={dialogOpen}
        value={owner}
        onChange={(chosen) => {
          setOwnerSeen(chosen);
          setFilters({ owner: chosen?.id });
        }}
      />
    ),
  };
  const filterIds = Object.keys(controls) as FilterId[];
  const clearButton = list.hasFilters && (
    <Button
      size="small"
      startIcon={<FilterAltOffIcon />}
      onClick={list.clearFilters}
      data-testid="device-clear-filters"
    >
      {gridT('clearFilters')}
    </Button>
  );

  return (
    <Box
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: { xs: 1.5, sm: 2 } }}
      data-testid="device-filters"
    >
      <ListSearchBox
        value={list.search}
        onSearch={list.setSearch}
        label={gridT('search')}
        placeholder={text.t('searchPlaceholder')}
        testId="device-search"
        clearLabel={text.t('clearSearch')}
        // Wide enough for the placeholder in every language at 1440 px (issue 20); the filters keep their widths.
        sx={{ flex: { xs: '1 1 160px', sm: '1 1 320px' }, maxWidth: 460 }}
      />
      {!dialogOpen && filterIds.filter(inline).map((id) => <Fragment key={id}>{controls[id]()}</Fragment>)}
      {narrow && (
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={() => setDialogOpen(true)}
          data-testid="device-filters-open"
        >
          {activeCount ? text.t('filtersActive', { count: activeCount }) : text.t('filters')}
        </Button>
      )}
      {filters.city && (
        // The city has no menu of its own: a link (the analytics dashboard's top cities) sets it.
        <Chip
          label={`${text.t('field_city')}: ${split(filters.city).join(', ')}`}
          onDelete={() => setFilters({ city: undefined })}
          data-testid="device-city-filter"
        />
      )}
      {clearButton}
      {dialogUsed && (
        <Suspense fallback={null}>
          <FiltersDialog
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            fullScreen={phone}
            title={text.t('filters')}
            testId="device-filters-dialog"
            actions={
              <>
                {clearButton}
                <Button variant="contained" onClick={() => setDialogOpen(false)}>
                  {text.t('showDevices')}
                </Button>
              </>
            }
          >
            {filterIds.map((id) => (
              <Fragment key={id}>{controls[id]()}</Fragment>
            ))}
          </FiltersDialog>
        </Suspense>
      )}
    </Box>
  );
}
