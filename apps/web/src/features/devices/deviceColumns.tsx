import { type Device, type DeviceSortField, deviceSortFields, formatMsisdn } from '@conecta/contracts/devices';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Identifier, KindLabel, OwnerLabel, RelativeTime, StatusChip } from './cells';
import type { DeviceText } from './labels';

/** Columns a first-time user does not need to scan a fleet; one click in "Columns" brings them back. */
export const defaultHiddenColumns: GridColumnVisibilityModel = {
  serialNumber: false,
  os: false,
  osVersion: false,
  iccid: false,
  imsi: false,
  plan: false,
  city: false,
  notes: false,
  createdAt: false,
  updatedAt: false,
};

/** Shown from 1536 px up; below, the rest of the columns fit the grid's width (issue 14). */
export const narrowScreenHiddenColumns = {
  xl: ['manufacturer', 'network', 'state', 'lastSeenAt'],
  lg: ['kind'],
  md: ['owner'],
} as const;

const sortable = (field: string) => (deviceSortFields as readonly string[]).includes(field as DeviceSortField);

/** Every field of a device as a column; cells are small components so a 100-row page renders quickly. */
export function useDeviceColumns(text: DeviceText): GridColDef<Device>[] {
  return useMemo(() => {
    const column = (field: string, rest: Partial<GridColDef<Device>>): GridColDef<Device> => ({
      field,
      headerName: text.fieldLabel(field),
      sortable: sortable(field),
      ...rest,
    });
    const plain = (field: keyof Device, width: number) =>
      column(field, { width, valueGetter: (_value, row) => row[field] || '' });
    const exactDate = (field: 'createdAt' | 'updatedAt') =>
      column(field, {
        width: 170,
        renderCell: ({ row }) => <RelativeTime iso={row[field]} text={text} />,
      });

    return [
      column('imei', { width: 170, renderCell: ({ row }) => <Identifier value={row.imei} /> }),
      column('kind', { width: 150, renderCell: ({ row }) => <KindLabel kind={row.kind} text={text} /> }),
      plain('manufacturer', 130),
      column('model', { minWidth: 150, flex: 1 }),
      column('msisdn', {
        width: 180,
        renderCell: ({ row }) => <Identifier value={row.msisdn && formatMsisdn(row.msisdn)} />,
      }),
      column('status', { width: 140, renderCell: ({ row }) => <StatusChip status={row.status} text={text} /> }),
      column('owner', {
        minWidth: 190,
        flex: 1,
        valueGetter: (_value, row) => row.owner?.displayName ?? '',
        renderCell: ({ row }) => <OwnerLabel owner={row.owner} text={text} />,
      }),
      plain('network', 90),
      column('state', { width: 70, valueGetter: (_value, row) => row.state ?? '' }),
      plain('city', 140),
      column('lastSeenAt', { width: 150, renderCell: ({ row }) => <RelativeTime iso={row.lastSeenAt} text={text} /> }),
      plain('serialNumber', 150),
      plain('os', 120),
      plain('osVersion', 90),
      column('iccid', { width: 210, renderCell: ({ row }) => <Identifier value={row.iccid} /> }),
      column('imsi', { width: 170, renderCell: ({ row }) => <Identifier value={row.imsi} /> }),
      plain('plan', 140),
      plain('notes', 200),
      exactDate('createdAt'),
      exactDate('updatedAt'),
    ];
  }, [text]);
}
