import { spreadsheetDelimiter } from '@conecta/contracts/csv-delimiter';
import { lowStockQuantity, type Product, productSortFields } from '@conecta/contracts/e-commerce';
import { authRoles, hasPermission } from '@conecta/contracts/roles';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { GridCellParams, GridColDef } from '@mui/x-data-grid';
import { GRID_CHECKBOX_SELECTION_COL_DEF } from '@mui/x-data-grid';
import { type KeyboardEvent, useCallback, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUserRoles } from '../../app/session/authSlice';
import {
  ListExportButton,
  ListSearchBox,
  listGridFrameSx,
  listPageSx,
  ServerDataGrid,
  useServerList,
} from '../../shell/data-grid';
import { ConfirmDialog } from '../../shell/dialog/ConfirmDialog';
import { showMessage } from '../../shell/message/messageSlice';
import { PageHeader } from '../../shell/PageHeader';
import { useListProductsQuery, useRemoveProductsMutation } from './api';
import { type ShopText, totalText, useShopText } from './labels';
import { StoredImage, thumbnailOf } from './StoredImage';

export const productFilterKeys = ['q', 'category', 'active', 'lowStock'] as const;
const categories = ['Handsets', 'Routers', 'SIM kits', 'Accessories'] as const;
const checkboxField = GRID_CHECKBOX_SELECTION_COL_DEF.field;
/** Hidden on phones so name, price and stock fit (a constant: the grid kit compares it by reference). */
const narrowScreenHidden = { md: ['categories', 'sku', 'active'] } as const;
const gridSlotProps = { root: { 'data-testid': 'product-grid' } as object };
const gridSx = { border: 0, borderRadius: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } } as const;

function useProductColumns(text: ShopText): GridColDef<Product>[] {
  return useMemo(() => {
    const sortable = (field: string) => (productSortFields as readonly string[]).includes(field);
    const column = (field: string, rest: Partial<GridColDef<Product>>): GridColDef<Product> => ({
      field,
      headerName: text.t(`col_${field}` as never),
      sortable: sortable(field),
      ...rest,
    });
    return [
      column('image', {
        width: 72,
        renderCell: ({ row }) => {
          const image = row.images.find((one) => one.id === row.featuredImageId) ?? row.images[0];
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
              <StoredImage url={image && thumbnailOf(image.url)} alt={row.name} size={40} />
            </Box>
          );
        },
      }),
      column('name', { minWidth: 200, flex: 1 }),
      column('categories', {
        width: 160,
        valueGetter: (_value, row) => row.categories.join(', '),
      }),
      column('priceTaxIncl', {
        width: 130,
        type: 'number',
        valueFormatter: (value: number) => text.money(value),
      }),
      column('quantity', {
        width: 150,
        type: 'number',
        renderCell: ({ row }) =>
          row.quantity <= lowStockQuantity ? (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              label={text.t('lowStockCount', { count: row.quantity })}
              data-testid="low-stock"
            />
          ) : (
            text.number(row.quantity)
          ),
      }),
      column('sku', { width: 140 }),
      column('active', {
        width: 100,
        valueGetter: (_value, row) => (row.active ? text.t('yes') : text.t('no')),
      }),
    ];
  }, [text]);
}

/** The catalogue: a server-paged grid with search, filters, bulk removal (admins) and the CSV export. */
export default function ProductsPage() {
  const text = useShopText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const roles = useAppSelector(selectUserRoles);
  const canWrite = hasPermission(authRoles.staff, roles);
  const isAdmin = hasPermission(authRoles.admin, roles);
  const csvExport = useMemo(
    () => ({
      path: '/e-commerce-app/products/export.csv',
      fileName: 'products.csv',
      params: { delimiter: spreadsheetDelimiter(text.language) },
    }),
    [text.language],
  );
  const list = useServerList({
    useQuery: useListProductsQuery,
    filterKeys: productFilterKeys,
    sortFields: productSortFields,
    defaultSort: 'name',
    defaultOrder: 'asc',
    preferencesView: 'e-commerce.products',
    hiddenBelow: narrowScreenHidden,
    csvExport,
  });
  const columns = useProductColumns(text);
  const { filters, setFilters, selectedIds } = list;
  const openRow = useCallback(
    (params: GridCellParams<Product>) => {
      if (params.field !== checkboxField) navigate(`/apps/e-commerce/products/${params.row.id}/${params.row.handle}`);
    },
    [navigate],
  );
  const onCellKeyDown = useCallback(
    (params: GridCellParams<Product>, event: KeyboardEvent) => {
      if (event.key === 'Enter') openRow(params);
    },
    [openRow],
  );
  const [confirming, setConfirming] = useState(false);
  const [removeProducts, removal] = useRemoveProductsMutation();
  const remove = async () => {
    try {
      const removed = await removeProducts(selectedIds).unwrap();
      dispatch(showMessage({ message: text.t('removedProducts', { count: removed.length }), variant: 'success' }));
      list.clearSelection();
    } catch {
      dispatch(showMessage({ message: text.t('removeFailed'), variant: 'error' }));
    } finally {
      setConfirming(false);
    }
  };
  const categoryId = useId();
  const activeId = useId();

  return (
    <Box sx={listPageSx}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <PageHeader title={text.t('products')}>
            <span data-testid="product-total">
              {totalText(text, 'productsTotal', list.data) ?? <Skeleton width={120} sx={{ display: 'inline-block' }} />}
            </span>
          </PageHeader>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <ListExportButton list={list} testId="product-export" />
          {canWrite && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => navigate('/apps/e-commerce/products/new')}
              data-testid="product-new"
            >
              {text.t('newProduct')}
            </Button>
          )}
        </Box>
      </Box>
      <Paper variant="outlined" sx={listGridFrameSx}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.5 }}>
          <ListSearchBox
            value={list.search}
            onSearch={list.setSearch}
            label={text.t('searchProducts')}
            testId="product-search"
            sx={{ width: { xs: '100%', sm: 260 } }}
          />
          <FormControl size="small" sx={{ width: { xs: '100%', sm: 180 } }}>
            <InputLabel id={categoryId}>{text.t('filterCategory')}</InputLabel>
            <Select
              labelId={categoryId}
              label={text.t('filterCategory')}
              value={filters.category ?? ''}
              onChange={(event) => setFilters({ category: event.target.value || undefined })}
              data-testid="product-category"
            >
              <MenuItem value="">{text.t('anyCategory')}</MenuItem>
              {categories.map((category) => (
                <MenuItem key={category} value={category}>
                  {category}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ width: { xs: '100%', sm: 160 } }}>
            <InputLabel id={activeId}>{text.t('filterActive')}</InputLabel>
            <Select
              labelId={activeId}
              label={text.t('filterActive')}
              value={filters.active ?? ''}
              onChange={(event) => setFilters({ active: event.target.value || undefined })}
            >
              <MenuItem value="">{text.t('anyActive')}</MenuItem>
              <MenuItem value="true">{text.t('activeOnly')}</MenuItem>
              <MenuItem value="false">{text.t('inactiveOnly')}</MenuItem>
            </Select>
          </FormControl>
          <FormControlLabel
            control={
              <Switch
                checked={filters.lowStock === 'true'}
                onChange={(event) => setFilters({ lowStock: event.target.checked ? 'true' : undefined })}
              />
            }
            label={text.t('filterLowStock')}
          />
          {list.hasFilters && (
            <Button onClick={list.clearFilters} size="small">
              {text.t('clearFilters')}
            </Button>
          )}
        </Box>
        {isAdmin && selectedIds.length > 0 && (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
            data-testid="product-bulk-bar"
          >
            <Typography variant="body2">{text.t('selectedCount', { count: selectedIds.length })}</Typography>
            <Button
              color="error"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => setConfirming(true)}
              data-testid="product-remove-selected"
            >
              {text.t('removeSelected')}
            </Button>
          </Box>
        )}
        <Box sx={{ flex: '1 1 0', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          <ServerDataGrid<Product>
            label={text.t('productsGrid')}
            {...list.gridProps}
            columns={columns}
            rowHeight={56}
            emptyText={list.hasFilters ? text.t('emptyProductsFiltered') : text.t('emptyProducts')}
            checkboxSelection={isAdmin}
            disableRowSelectionOnClick
            onCellClick={openRow}
            onCellKeyDown={onCellKeyDown}
            slotProps={gridSlotProps}
            sx={gridSx}
          />
        </Box>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={text.t('removeTitle')}
        message={text.t('confirmRemoveProducts', { count: selectedIds.length })}
        confirmLabel={text.t('remove')}
        cancelLabel={text.t('cancel')}
        destructive
        busy={removal.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
