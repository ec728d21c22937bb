import {
  type AnalyticsRange,
  type AnalyticsSeries,
  type AnalyticsWidgets,
  analyticsRanges,
  defaultAnalyticsRange,
} from '@conecta/contracts/analytics-dashboard';
import type { BrazilianState } from '@conecta/contracts/devices';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../shell/PageHeader';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useDeviceText } from '../devices';
import { useGetAnalyticsWidgetsQuery } from './api';
import { BrazilTileMap } from './BrazilTileMap';
import { ChartCard } from './ChartCard';
import { deviceListLink } from './deviceLinks';
import { analyticsDashboardNamespace } from './locales';

const chartHeight = 280;
const isRange = (value: string | null): value is AnalyticsRange =>
  (analyticsRanges as readonly string[]).includes(value ?? '');

/** Numbers, percentages and bucket dates in the language of the console. */
function useFormats(language: string, bucket: AnalyticsWidgets['bucket'] | undefined) {
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language);
    const percent = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    const dates = new Intl.DateTimeFormat(
      language,
      bucket === 'month'
        ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
        : { day: 'numeric', month: 'short', timeZone: 'UTC' },
    );
    return {
      number: (value: number) => numbers.format(value),
      change: (value: number, previous: number) =>
        previous === 0 ? null : percent.format((value - previous) / previous),
      bucket: (iso: string) => dates.format(new Date(`${iso}T00:00:00Z`)),
    };
  }, [language, bucket]);
}
type Formats = ReturnType<typeof useFormats>;

/** The analytics dashboard: the fleet, sign-ins and chat activity in figures, for a range chosen in the URL. */
export default function AnalyticsDashboardPage() {
  const { t } = useTranslation(analyticsDashboardNamespace);
  const text = useDeviceText();
  useDocumentTitle(t('appTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('range');
  const range = isRange(asked) ? asked : defaultAnalyticsRange;
  const widgets = useGetAnalyticsWidgetsQuery(range);
  const data = widgets.data;
  const formats = useFormats(text.language, data?.bucket);
  const setRange = (next: AnalyticsRange | null) => {
    if (!next) return;
    setSearchParams(
      (params) => {
        if (next === defaultAnalyticsRange) params.delete('range');
        else params.set('range', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="analytics-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}>
        <PageHeader title={t('appTitle')}>{t('lead')}</PageHeader>
        <ToggleButtonGroup
          value={range}
          exclusive
          size="small"
          color="primary"
          onChange={(_event, next: AnalyticsRange | null) => setRange(next)}
          aria-label={t('range')}
          data-testid="analytics-range"
          // The unselected ranges in the text colour: the default grey is too faint on the page's background.
          sx={{ bgcolor: 'background.paper', '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
        >
          {analyticsRanges.map((value) => (
            <ToggleButton key={value} value={value} data-testid={`analytics-range-${value}`}>
              {t(`range_${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {widgets.isError && !data ? (
        <Alert
          severity="error"
          data-testid="analytics-error"
          action={
            <Button color="inherit" size="small" onClick={() => widgets.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : !data ? (
        <LoadingWidgets label={t('loading')} />
      ) : (
        <Widgets data={data} formats={formats} text={text} stale={widgets.isFetching} />
      )}
    </Box>
  );
}

function LoadingWidgets({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} data-testid="analytics-loading" sx={gridSx}>
      {['lines', 'a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key, index) => (
        <Paper key={key} sx={{ p: 3, gridColumn: index === 0 ? '1 / -1' : undefined }}>
          <Skeleton width="40%" height={32} />
          <Skeleton width="25%" />
          <Skeleton variant="rounded" height={index === 0 ? chartHeight : 200} sx={{ mt: 2 }} />
        </Paper>
      ))}
    </Box>
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
} as const;

type DeviceText = ReturnType<typeof useDeviceText>;

function Widgets({
  data,
  formats,
  text,
  stale,
}: {
  data: AnalyticsWidgets;
  formats: Formats;
  text: DeviceText;
  stale: boolean;
}) {
  const { t } = useTranslation(analyticsDashboardNamespace);
  const navigate = useNavigate();
  const noDevices = data.totalDevices === 0 ? t('noDevices') : undefined;
  const devices = (count: number) => t('devices', { count, formatted: formats.number(count) });
  const networks = data.devicesByNetwork.filter((row) => row.count > 0);
  const states = data.devicesByState;
  const describeState = (state: BrazilianState, count: number) => `${text.stateLabel(state)}: ${devices(count)}`;

  return (
    <Box sx={gridSx} aria-busy={stale}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SeriesCard
          id="active-lines"
          title={t('activeLines')}
          series={data.activeLines}
          formats={formats}
          kind="line"
          action={
            <Link component={RouterLink} to={deviceListLink({ status: 'active' })} data-testid="analytics-active-link">
              {t('openActiveLines')}
            </Link>
          }
        />
      </Box>
      <SeriesCard id="sign-ins" title={t('signIns')} series={data.signIns} formats={formats} kind="bar" />
      <SeriesCard id="chat" title={t('chatMessages')} series={data.chatMessages} formats={formats} kind="bar" />

      <ChartCard
        id="network"
        title={t('byNetwork')}
        headline={<Figure>{devices(data.totalDevices)}</Figure>}
        empty={noDevices}
        chart={
          <PieChart
            height={chartHeight}
            series={[
              {
                data: networks.map((row, index) => ({ id: index, value: row.count, label: row.key })),
                innerRadius: 50,
                paddingAngle: 1,
                cornerRadius: 3,
                valueFormatter: (item) => formats.number(item.value),
              },
            ]}
            onItemClick={(_event, item) => {
              const row = networks[item.dataIndex];
              if (row) navigate(deviceListLink({ network: row.key }));
            }}
          />
        }
        table={
          <CountTable
            caption={t('byNetwork')}
            groupLabel={t('network')}
            rows={data.devicesByNetwork}
            labelOf={(row) => row.key}
            filterOf={(row) => ({ network: row.key })}
            formats={formats}
          />
        }
      />

      <ChartCard
        id="kind"
        title={t('byKind')}
        empty={noDevices}
        chart={
          <BarChart
            height={chartHeight}
            xAxis={[{ scaleType: 'band', data: data.devicesByKind.map((row) => text.kindLabel(row.key)) }]}
            yAxis={[{ valueFormatter: (value: number) => formats.number(value), width: 56 }]}
            series={[
              {
                data: data.devicesByKind.map((row) => row.count),
                label: t('deviceCount'),
                valueFormatter: (value) => formats.number(value ?? 0),
              },
            ]}
            hideLegend
            onItemClick={(_event, item) => {
              const row = data.devicesByKind[item.dataIndex];
              if (row) navigate(deviceListLink({ kind: row.key }));
            }}
          />
        }
        table={
          <CountTable
            caption={t('byKind')}
            groupLabel={t('kind')}
            rows={data.devicesByKind}
            labelOf={(row) => text.kindLabel(row.key)}
            filterOf={(row) => ({ kind: row.key })}
            formats={formats}
          />
        }
      />

      <ChartCard
        id="manufacturer"
        title={t('byManufacturer')}
        headline={
          data.otherManufacturers > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('otherManufacturers', { formatted: formats.number(data.otherManufacturers) })}
            </Typography>
          ) : undefined
        }
        empty={noDevices}
        chart={
          <HorizontalBars
            labels={data.devicesByManufacturer.map((row) => row.key)}
            values={data.devicesByManufacturer.map((row) => row.count)}
            label={t('deviceCount')}
            formats={formats}
            onPick={(index) => {
              const row = data.devicesByManufacturer[index];
              if (row) navigate(deviceListLink({ manufacturer: row.key }));
            }}
          />
        }
        table={
          <CountTable
            caption={t('byManufacturer')}
            groupLabel={t('manufacturer')}
            rows={data.devicesByManufacturer}
            labelOf={(row) => row.key}
            filterOf={(row) => ({ manufacturer: row.key })}
            formats={formats}
          />
        }
      />

      <ChartCard
        id="state"
        title={t('byState')}
        empty={noDevices}
        chart={<BrazilTileMap counts={states} describe={describeState} />}
        table={
          <CountTable
            caption={t('byState')}
            groupLabel={t('state')}
            rows={[...states].sort((a, b) => b.count - a.count)}
            labelOf={(row) => text.stateLabel(row.key)}
            filterOf={(row) => ({ state: row.key })}
            formats={formats}
          />
        }
      />

      <ChartCard
        id="cities"
        title={t('topCities')}
        empty={data.topCities.length === 0 ? t('noDevices') : undefined}
        chart={
          <HorizontalBars
            labels={data.topCities.map((row) => (row.state ? `${row.city} (${row.state})` : row.city))}
            values={data.topCities.map((row) => row.count)}
            label={t('deviceCount')}
            formats={formats}
            onPick={(index) => {
              const row = data.topCities[index];
              if (row) navigate(deviceListLink({ city: row.city, state: row.state }));
            }}
          />
        }
        table={
          <CountTable
            caption={t('topCities')}
            groupLabel={t('city')}
            rows={data.topCities}
            labelOf={(row) => (row.state ? `${row.city} (${row.state})` : row.city)}
            filterOf={(row) => ({ city: row.city, state: row.state })}
            formats={formats}
          />
        }
      />
    </Box>
  );
}

function Figure({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
      {children}
    </Typography>
  );
}

/** A series over time with the period before: the headline figure and its change, a chart and its table. */
function SeriesCard({
  id,
  title,
  series,
  formats,
  kind,
  action,
}: {
  id: string;
  title: string;
  series: AnalyticsSeries;
  formats: Formats;
  kind: 'line' | 'bar';
  action?: ReactNode;
}) {
  const { t } = useTranslation(analyticsDashboardNamespace);
  const labels = series.points.map((point) => formats.bucket(point.date));
  const change = formats.change(series.total, series.previousTotal);
  const current = series.points.map((point) => point.value);
  const previous = series.points.map((point) => point.previous);
  const valueFormatter = (value: number | null) => formats.number(value ?? 0);
  const seriesList = [
    { data: current, label: t('thisPeriod'), valueFormatter },
    { data: previous, label: t('previousPeriod'), valueFormatter },
  ];
  const yAxis = [{ valueFormatter: (value: number) => formats.number(value), width: 64 }];
  return (
    <ChartCard
      id={id}
      title={title}
      action={action}
      headline={
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
          <Figure>
            <span data-testid={`analytics-${id}-total`}>{formats.number(series.total)}</span>
          </Figure>
          <Typography variant="body2" color="text.secondary" data-testid={`analytics-${id}-change`}>
            {change === null
              ? t('previousTotal', { formatted: formats.number(series.previousTotal) })
              : t('changeFromPrevious', { change, formatted: formats.number(series.previousTotal) })}
          </Typography>
        </Box>
      }
      chart={
        kind === 'line' ? (
          <LineChart
            height={chartHeight}
            xAxis={[{ scaleType: 'point', data: labels }]}
            yAxis={yAxis}
            series={seriesList.map((entry, index) => ({ ...entry, showMark: false, area: index === 0 }))}
          />
        ) : (
          <BarChart
            height={chartHeight}
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={yAxis}
            series={seriesList}
          />
        )
      }
      table={
        <Table size="small" data-testid={`analytics-${id}-table`}>
          <caption style={{ captionSide: 'top', textAlign: 'start' }}>{title}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('period')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('thisPeriod')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('previousPeriod')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {series.points.map((point, index) => (
              <TableRow key={point.date}>
                <TableCell component="th" scope="row">
                  {labels[index]}
                </TableCell>
                <TableCell align="right">{formats.number(point.value)}</TableCell>
                <TableCell align="right">{formats.number(point.previous)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}

function HorizontalBars({
  labels,
  values,
  label,
  formats,
  onPick,
}: {
  labels: string[];
  values: number[];
  label: string;
  formats: Formats;
  onPick: (index: number) => void;
}) {
  return (
    <BarChart
      height={Math.max(160, labels.length * 30 + 40)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: labels, width: 140 }]}
      xAxis={[{ valueFormatter: (value: number) => formats.number(value) }]}
      series={[{ data: values, label, valueFormatter: (value) => formats.number(value ?? 0) }]}
      hideLegend
      onItemClick={(_event, item) => onPick(item.dataIndex)}
    />
  );
}

/** A breakdown as a table: each group a link to the device list filtered to it, with its count of devices. */
function CountTable<Row extends { count: number }>({
  caption,
  groupLabel,
  rows,
  labelOf,
  filterOf,
  formats,
}: {
  caption: string;
  groupLabel: string;
  rows: readonly Row[];
  labelOf(row: Row): string;
  /** The device list's filter the group opens. */
  filterOf(row: Row): Parameters<typeof deviceListLink>[0];
  formats: Formats;
}) {
  const { t } = useTranslation(analyticsDashboardNamespace);
  return (
    <Table size="small">
      <caption style={{ captionSide: 'top', textAlign: 'start' }}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {groupLabel}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t('deviceCount')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const to = deviceListLink(filterOf(row));
          return (
            <TableRow key={to}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={to}>
                  {labelOf(row)}
                </Link>
              </TableCell>
              <TableCell align="right">{formats.number(row.count)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
