import type { AuditEntry } from '@conecta/contracts/audit';
import {
  type BrazilianState,
  type DeviceKind,
  type DeviceStatus,
  deviceKinds,
  deviceStatuses,
  formatMsisdn,
} from '@conecta/contracts/devices';
import { useCallback, useMemo } from 'react';
import { HistoryList } from '../../shell/history';
import { useDeviceHistoryInfiniteQuery } from './api';
import type { DeviceText } from './labels';

const isStatus = (value: unknown): value is DeviceStatus => deviceStatuses.includes(value as DeviceStatus);
const isKind = (value: unknown): value is DeviceKind => deviceKinds.includes(value as DeviceKind);
const dateFields = new Set(['lastSeenAt', 'createdAt', 'updatedAt']);

/**
 * The device's audit trail, newest first, a page at a time. The server records an owner change as
 * both its id and its name; the name is what people read, so the id is left out when the name is there.
 */
export function DeviceHistory({ deviceId, text }: { deviceId: string; text: DeviceText }) {
  const { data, isFetching, isError, refetch, fetchNextPage, hasNextPage } = useDeviceHistoryInfiniteQuery(deviceId);

  const entries = useMemo<AuditEntry[]>(
    () =>
      (data?.pages ?? []).flatMap((page) =>
        page.items.map((entry) => {
          if (!('ownerId' in entry.changes && 'ownerName' in entry.changes)) return entry;
          const { ownerId: _id, ...changes } = entry.changes;
          return { ...entry, changes };
        }),
      ),
    [data],
  );

  const fieldLabel = useCallback(
    (field: string) => text.fieldLabel(field === 'ownerName' || field === 'ownerId' ? 'owner' : field),
    [text],
  );
  const formatValue = useCallback(
    (field: string, value: unknown): string | undefined => {
      if (value === null || value === undefined || value === '') return undefined;
      if (field === 'status' && isStatus(value)) return text.statusLabel(value);
      if (field === 'kind' && isKind(value)) return text.kindLabel(value);
      if (field === 'msisdn' && typeof value === 'string') return formatMsisdn(value);
      if (field === 'state' && typeof value === 'string') return text.stateLabel(value as BrazilianState);
      if (dateFields.has(field) && typeof value === 'string') return text.exact(value);
      return undefined;
    },
    [text],
  );

  return (
    <HistoryList
      entries={entries}
      fieldLabel={fieldLabel}
      formatValue={formatValue}
      loading={isFetching}
      failed={isError}
      onRetry={() => void refetch()}
      hasMore={hasNextPage}
      onLoadMore={() => void fetchNextPage()}
      emptyText={text.t('historyEmpty')}
    />
  );
}
