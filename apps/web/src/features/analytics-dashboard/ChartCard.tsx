import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsDashboardNamespace } from './locales';

/**
 * One widget: a titled card with its headline figure, its chart and, behind a switch, the same figures as a
 * table (what a screen reader or a keyboard reaches; the chart itself is a picture of the table).
 */
export function ChartCard({
  id,
  title,
  headline,
  chart,
  table,
  action,
  empty,
}: {
  id: string;
  title: string;
  headline?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  action?: ReactNode;
  /** Shown instead of the chart and the table when there is nothing to count. */
  empty?: string;
}) {
  const { t } = useTranslation(analyticsDashboardNamespace);
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      data-testid={`analytics-${id}`}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0, height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {headline}
        </Box>
        {!empty && (
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={asTable}
                onChange={(event) => setAsTable(event.target.checked)}
                data-testid={`analytics-${id}-table-switch`}
              />
            }
            label={t('showTable')}
            sx={{ mr: 0 }}
          />
        )}
      </Box>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {empty}
        </Typography>
      ) : asTable ? (
        <Box sx={{ overflowX: 'auto' }}>{table}</Box>
      ) : (
        <Box sx={{ minWidth: 0 }}>{chart}</Box>
      )}
      {action && <Box sx={{ mt: 'auto' }}>{action}</Box>}
    </Paper>
  );
}
