import type { AuditEntry } from '@conecta/contracts/audit';
import { type DeviceStatus, deviceStatuses, formatMsisdn } from '@conecta/contracts/devices';
import type { ParseKeys } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatExact, HistoryList } from '../../../shell/history';
import { Section } from '../../../shell/Section';
import { useDeviceText } from '../../devices';
import { useAccountHistoryInfiniteQuery } from '../api';
import { usersNamespace } from '../locales';
import { humanize } from '../userData';

/** Fields of the trail that hold a moment. */
const dateFields = new Set(['lastSeenAt', 'createdAt', 'updatedAt', 'lastSignInAt']);
const deviceStatusValues = new Set<string>(deviceStatuses);

/** What was done to the account and what it did, newest first, older entries on request. */
export function HistorySection({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation(usersNamespace);
  const language = i18n.language;
  // A device's status is named as the device list names it.
  const { statusLabel } = useDeviceText();
  const { data, isLoading, isFetchingNextPage, isError, hasNextPage, fetchNextPage, refetch } =
    useAccountHistoryInfiniteQuery(accountId);
  const entries = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);

  const fieldLabel = useCallback((field: string) => t(`field_${field}`, { defaultValue: humanize(field) }), [t]);
  const formatValue = useCallback(
    (field: string, value: unknown, entry: AuditEntry): string | undefined => {
      if (value === null || value === undefined) return undefined;
      if (field === 'role' && Array.isArray(value)) {
        return value.map((role) => t(`role_${String(role)}`, { defaultValue: String(role) })).join(', ');
      }
      if (field === 'from') return t(`provider_${String(value)}`, { defaultValue: String(value) });
      // A trail mixes accounts and devices: a device's status is named as the device list names it.
      if (field === 'status') {
        const status = String(value);
        if (entry.entity === 'device')
          return deviceStatusValues.has(status) ? statusLabel(status as DeviceStatus) : status;
        return t(`status_${status}` as ParseKeys<typeof usersNamespace>, { defaultValue: status });
      }
      if (field === 'msisdn' && typeof value === 'string') return formatMsisdn(value);
      if (dateFields.has(field) && typeof value === 'string') return formatExact(value, language);
      return undefined;
    },
    [t, language, statusLabel],
  );

  return (
    <Section title={t('history')} testId="user-history">
      <HistoryList
        entries={entries}
        fieldLabel={fieldLabel}
        formatValue={formatValue}
        showRecord
        loading={isLoading || isFetchingNextPage}
        failed={isError}
        // A failed later page is tried again alone; a failed first page starts over.
        onRetry={() => void (entries.length > 0 ? fetchNextPage() : refetch())}
        hasMore={hasNextPage}
        onLoadMore={() => void fetchNextPage()}
        emptyText={t('historyEmpty')}
      />
    </Section>
  );
}
