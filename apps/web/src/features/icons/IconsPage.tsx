import {
  type IconCatalogue,
  type IconCategory,
  type IconEntry,
  type IconFamily,
  type IconSize,
  iconCategories,
  iconFamilies,
  iconSizes,
} from '@conecta/contracts/icons';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { ListSearchBox } from '../../shell/data-grid/ListSearchBox';
import { showMessage } from '../../shell/message/messageSlice';
import { PageHeader } from '../../shell/PageHeader';
import { useIconCatalogueQuery, useIconDrawingsQuery } from './api';
import { exportNameOf, filterIcons, importLineOf } from './filterIcons';
import { IconDrawing } from './IconDrawing';
import { iconsNamespace } from './locales';

/** A cell of the grid: wide enough for most names, high enough for the icon and two lines of name. */
const cellWidth = 120;
const rowHeight = 96;
const isFamily = (value: string | null): value is IconFamily => iconFamilies.includes(value as IconFamily);
const isCategory = (value: string | null): value is IconCategory => iconCategories.includes(value as IconCategory);
const isSize = (value: number): value is IconSize => iconSizes.includes(value as IconSize);

/** The icon catalogue (`/ui/icons`): searched by name and tag, filtered by category, copied by name or import. */
export default function IconsPage() {
  const { t } = useTranslation(iconsNamespace);
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const categoryParam = searchParams.get('category');
  const category = isCategory(categoryParam) ? categoryParam : '';
  const familyParam = searchParams.get('family');
  const family: IconFamily = isFamily(familyParam) ? familyParam : 'Filled';
  const sizeParam = Number(searchParams.get('size'));
  const size: IconSize = isSize(sizeParam) ? sizeParam : 24;
  const catalogue = useIconCatalogueQuery();
  const [selected, setSelected] = useState<IconEntry | null>(null);
  const shown = useMemo(() => filterIcons(catalogue.data ?? [], q, category), [catalogue.data, q, category]);
  const categoryLabel = useId();
  const familyLabel = useId();
  const sizeLabel = useId();

  const setParam = useCallback(
    (name: string, value: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const search = useCallback((value: string) => setParam('q', value), [setParam]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      dispatch(showMessage({ message: t('copied', { text }), variant: 'success' }));
    } catch {
      dispatch(showMessage({ message: t('copyFailed'), variant: 'error' }));
    }
  };

  const total = catalogue.data?.length;
  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
      <PageHeader title={t('appTitle')}>{t('lead')}</PageHeader>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <ListSearchBox
          value={q}
          onSearch={search}
          label={t('search')}
          clearLabel={t('clearSearch')}
          testId="icons-search"
          sx={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id={categoryLabel}>{t('category')}</InputLabel>
          <Select
            labelId={categoryLabel}
            label={t('category')}
            value={category}
            displayEmpty
            onChange={(event) => setParam('category', event.target.value)}
            data-testid="icons-category"
          >
            <MenuItem value="">{t('allCategories')}</MenuItem>
            {iconCategories.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`category_${value}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id={familyLabel}>{t('family')}</InputLabel>
          <Select
            labelId={familyLabel}
            label={t('family')}
            value={family}
            onChange={(event) => setParam('family', event.target.value === 'Filled' ? '' : event.target.value)}
          >
            {iconFamilies.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`family_${value}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 100 }}>
          <InputLabel id={sizeLabel}>{t('size')}</InputLabel>
          <Select
            labelId={sizeLabel}
            label={t('size')}
            value={size}
            onChange={(event) => setParam('size', event.target.value === 24 ? '' : String(event.target.value))}
          >
            {iconSizes.map((value) => (
              <MenuItem key={value} value={value}>
                {t('sizeValue', { size: value })}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      {catalogue.isError ? (
        <Alert
          severity="error"
          data-testid="icons-error"
          action={
            <Button color="inherit" size="small" onClick={() => void catalogue.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : (
        <>
          <Typography role="status" color="text.secondary" data-testid="icons-count">
            {total === undefined
              ? t('loading')
              : shown.length === total
                ? t('count', { count: total })
                : t('found', { count: shown.length, total })}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
              alignItems: 'start',
            }}
          >
            <Paper variant="outlined" sx={{ minWidth: 0 }}>
              {catalogue.isLoading || !catalogue.data ? (
                <Box data-testid="icons-loading" role="status" aria-busy="true" aria-label={t('loading')} sx={{ p: 2 }}>
                  {[0, 1, 2].map((row) => (
                    <Skeleton key={row} variant="rounded" height={rowHeight - 16} sx={{ mb: 2 }} />
                  ))}
                </Box>
              ) : shown.length === 0 ? (
                <Typography data-testid="icons-empty" sx={{ p: 3 }}>
                  {category ? t('emptyCategory', { q }) : t('empty', { q })}
                </Typography>
              ) : (
                <IconGrid
                  icons={shown}
                  family={family}
                  size={size}
                  selected={selected?.name}
                  onSelect={setSelected}
                  label={t('grid')}
                />
              )}
            </Paper>
            <IconDetails entry={selected} family={family} onCopy={copy} />
          </Box>
        </>
      )}
    </Box>
  );
}

interface IconGridProps {
  icons: IconCatalogue;
  family: IconFamily;
  size: IconSize;
  selected: string | undefined;
  onSelect(entry: IconEntry): void;
  label: string;
}

/** The grid, virtualised by rows: only the rows in view (and a few more) are in the page, each fetching its drawings. */
function IconGrid({ icons, family, size, selected, onSelect, label }: IconGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(4);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setColumns(Math.max(2, Math.floor(element.clientWidth / cellWidth)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const rowCount = Math.ceil(icons.length / columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 4,
    // Before the first measure (and in tests without layout), as if the grid were 600 px high.
    initialRect: { width: columns * cellWidth, height: 600 },
  });

  return (
    <Box
      ref={scroller}
      role="group"
      aria-label={label}
      data-testid="icons-grid"
      sx={{ height: { xs: '60vh', md: 'min(70vh, 720px)' }, overflowY: 'auto', contain: 'strict' }}
    >
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <IconRow
            key={row.key}
            icons={icons.slice(row.index * columns, (row.index + 1) * columns)}
            columns={columns}
            top={row.start}
            family={family}
            size={size}
            selected={selected}
            onSelect={onSelect}
          />
        ))}
      </Box>
    </Box>
  );
}

interface IconRowProps extends Omit<IconGridProps, 'icons' | 'label'> {
  icons: IconCatalogue;
  columns: number;
  top: number;
}

/** One row of the grid: its icons' drawings come in one call. */
function IconRow({ icons, columns, top, family, size, selected, onSelect }: IconRowProps) {
  const names = useMemo(() => icons.map((icon) => icon.name), [icons]);
  const drawings = useIconDrawingsQuery({ names, family });
  const byName = useMemo(
    () => new Map((drawings.data?.icons ?? []).map((icon) => [icon.name, icon.elements])),
    [drawings.data],
  );
  return (
    <Box
      sx={{
        position: 'absolute',
        insetInlineStart: 0,
        top: 0,
        width: '100%',
        height: rowHeight,
        transform: `translateY(${top}px)`,
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      {icons.map((icon) => {
        const elements = byName.get(icon.name);
        const isSelected = icon.name === selected;
        return (
          <ButtonBase
            key={icon.name}
            focusRipple
            aria-pressed={isSelected}
            data-testid={`icon-${icon.name}`}
            onClick={() => onSelect(icon)}
            title={icon.name}
            sx={{
              m: 0.5,
              borderRadius: 1,
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              p: 1,
              minWidth: 0,
              border: 1,
              borderColor: isSelected ? 'primary.main' : 'transparent',
              bgcolor: isSelected ? 'action.selected' : undefined,
              '&:hover': { bgcolor: 'action.hover' },
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
            }}
          >
            {elements ? (
              <IconDrawing elements={elements} sx={{ fontSize: size }} />
            ) : (
              <Skeleton variant="circular" width={size} height={size} />
            )}
            <Typography
              variant="caption"
              sx={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {icon.name}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}

/** The chosen icon, large, with its tags and categories and the two copy buttons. */
function IconDetails({
  entry,
  family,
  onCopy,
}: {
  entry: IconEntry | null;
  family: IconFamily;
  onCopy(text: string): Promise<void>;
}) {
  const { t } = useTranslation(iconsNamespace);
  const drawing = useIconDrawingsQuery(entry ? { names: [entry.name], family } : { names: [], family }, {
    skip: !entry,
  });
  const headingId = useId();
  const shown = entry ? drawing.data?.icons.find((icon) => icon.name === entry.name) : undefined;
  const exportName = shown?.exportName ?? (entry ? exportNameOf(entry.name, family) : '');
  const importLine = importLineOf(exportName);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid="icon-details"
      sx={{ p: 2, display: 'grid', gap: 1.5, position: { md: 'sticky' }, top: { md: 16 } }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('selected')}
      </Typography>
      {!entry ? (
        <Typography color="text.secondary">{t('noneSelected')}</Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            {shown ? (
              <IconDrawing elements={shown.elements} sx={{ fontSize: 48 }} />
            ) : (
              <Skeleton variant="rounded" width={48} height={48} />
            )}
            <Typography dir="ltr" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="icon-name">
              {exportName}
            </Typography>
          </Box>
          <Typography variant="body2" component="h3" color="text.secondary">
            {t('importLine')}
          </Typography>
          <Box
            component="code"
            dir="ltr"
            sx={{ fontSize: 12, p: 1, bgcolor: 'action.hover', borderRadius: 1, wordBreak: 'break-all' }}
          >
            {importLine}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" size="small" startIcon={<ContentCopyIcon />} onClick={() => onCopy(exportName)}>
              {t('copyName')}
            </Button>
            <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => onCopy(importLine)}>
              {t('copyImport')}
            </Button>
          </Box>
          <Typography variant="body2" component="h3" color="text.secondary">
            {t('categories')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {entry.categories.map((category) => (
              <Chip key={category} size="small" label={t(`category_${category}`)} />
            ))}
          </Box>
          <Typography variant="body2" component="h3" color="text.secondary">
            {t('tags')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {entry.tags.map((tag) => (
              <Chip key={tag} size="small" variant="outlined" label={tag} />
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}
