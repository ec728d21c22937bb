import { type Order, orderSortFields, orderStatuses } from '@conecta/contracts/e-commerce';
import { authRoles, hasPermission } from '@conecta/contracts/roles';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { GRID_CHECKBOX_SELECTION_COL_DEF, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { type KeyboardEvent, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUserRoles } from '../../app/session/authSlice';
import { ListSearchBox, listGridFrameSx, listPageSx, ServerDataGrid, useServerList } from '../../shell/data-grid';
import { ConfirmDialog } from '../../shell/dialog/ConfirmDialog';
import { showMessage } from '../../shell/message/messageSlice';
import { PageHeader } from '../../shell/PageHeader';
import { useListOrdersQuery, useRemoveOrdersMutation } from './api';
import { type ShopText, statusColors, totalText, useShopText } from './labels';
import { StatusChip } from './StatusChip';

export const orderFilterKeys = ['q', 'status'] as const;
const checkboxField = GRID_CHECKBOX_SELECTION_COL_DEF.field;
/** Hidden on phones so reference, customer, total and status fit (a constant: compared by reference). */
const narrowScreenHidden = { md: ['payment', 'date'] } as const;
const gridSlotProps = { root: { 'data-testid': 'order-grid' } as object };
const gridSx = { border: 0, borderRadius: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } } as const;

function useOrderColumns(text: ShopText): GridColDef<Order>[] {
  return useMemo(() => {
    const column = (field: string, rest: Partial<GridColDef<Order>>): GridColDef<Order> => ({
      field,
      headerName: text.t(`col_${field}` as never),
      sortable: (orderSortFields as readonly string[]).includes(field),
      ...rest,
    });
    return [
      column('reference', { width: 130 }),
      column('customer', {
        minWidth: 180,
        flex: 1,
        valueGetter: (_value, row) => `${row.customer.firstName} ${row.customer.lastName}`,
      }),
      column('total', { width: 130, type: 'number', valueFormatter: (value: string) => text.money(value) }),
      column('payment', { width: 130, valueGetter: (_value, row) => row.payment.method }),
      column('status', {
        width: 230,
        valueGetter: (_value, row) => row.status[0]?.id ?? 0,
        renderCell: ({ row }) => (row.status[0] ? <StatusChip id={row.status[0].id} text={text} /> : null),
      }),
      column('date', { width: 190, valueFormatter: (value: string) => text.date(value) }),
    ];
  }, [text]);
}

/** The orders: a server-paged grid with search, status chips to filter by, and bulk removal (admins). */
export default function OrdersPage() {
  const text = useShopText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const roles = useAppSelector(selectUserRoles);
  const isAdmin = hasPermission(authRoles.admin, roles);
  const list = useServerList({
    useQuery: useListOrdersQuery,
    filterKeys: orderFilterKeys,
    sortFields: orderSortFields,
    defaultSort: 'date',
    defaultOrder: 'desc',
    preferencesView: 'e-commerce.orders',
    hiddenBelow: narrowScreenHidden,
  });
  const columns = useOrderColumns(text);
  const { filters, setFilters, selectedIds } = list;
  const chosen = new Set((filters.status ?? '').split(',').filter(Boolean).map(Number));
  const toggleStatus = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setFilters({ status: [...next].sort((a, b) => a - b).join(',') || undefined });
  };
  const openRow = useCallback(
    (params: GridCellParams<Order>) => {
      if (params.field !== checkboxField) navigate(`/apps/e-commerce/orders/${params.row.id}`);
    },
    [navigate],
  );
  const onCellKeyDown = useCallback(
    (params: GridCellParams<Order>, event: KeyboardEvent) => {
      if (event.key === 'Enter') openRow(params);
    },
    [openRow],
  );
  const [confirming, setConfirming] = useState(false);
  const [removeOrders, removal] = useRemoveOrdersMutation();
  const remove = async () => {
    try {
      const removed = await removeOrders(selectedIds).unwrap();
      dispatch(showMessage({ message: text.t('removedOrders', { count: removed.length }), variant: 'success' }));
      list.clearSelection();
    } catch {
      dispatch(showMessage({ message: text.t('removeFailed'), variant: 'error' }));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Box sx={listPageSx}>
      <PageHeader title={text.t('orders')}>
        <span data-testid="order-total">
          {totalText(text, 'ordersTotal', list.data) ?? <Skeleton width={120} sx={{ display: 'inline-block' }} />}
        </span>
      </PageHeader>
      <Paper variant="outlined" sx={listGridFrameSx}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 1.5 }}>
          <ListSearchBox
            value={list.search}
            onSearch={list.setSearch}
            label={text.t('searchOrders')}
            testId="order-search"
            sx={{ width: { xs: '100%', sm: 300 } }}
          />
          <Box
            role="group"
            aria-label={text.t('statusFilter')}
            sx={{ display: 'flex', gap: 0.75, overflowX: 'auto', pb: 0.5 }}
            data-testid="order-status-chips"
          >
            {orderStatuses.map((status) => {
              const on = chosen.has(status.id);
              const colors = statusColors(status.color);
              return (
                <Chip
                  key={status.id}
                  size="small"
                  clickable
                  aria-pressed={on}
                  label={text.statusName(status.id)}
                  onClick={() => toggleStatus(status.id)}
                  variant={on ? 'filled' : 'outlined'}
                  sx={on ? { bgcolor: colors.bg, color: colors.fg, '&:hover': { bgcolor: colors.bg } } : undefined}
                />
              );
            })}
            {list.hasFilters && (
              <Button size="small" onClick={list.clearFilters} sx={{ flexShrink: 0 }}>
                {text.t('clearFilters')}
              </Button>
            )}
          </Box>
        </Box>
        {isAdmin && selectedIds.length > 0 && (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
            data-testid="order-bulk-bar"
          >
            <Typography variant="body2">{text.t('selectedCount', { count: selectedIds.length })}</Typography>
            <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setConfirming(true)}>
              {text.t('removeSelected')}
            </Button>
          </Box>
        )}
        <Box sx={{ flex: '1 1 0', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          <ServerDataGrid<Order>
            label={text.t('ordersGrid')}
            {...list.gridProps}
            columns={columns}
            emptyText={list.hasFilters ? text.t('emptyOrdersFiltered') : text.t('emptyOrders')}
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
        message={text.t('confirmRemoveOrders', { count: selectedIds.length })}
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
