import type { DayRange, ProjectWidgets, ScheduleRange, WeekRange } from '@conecta/contracts/project-dashboard';
import AirIcon from '@mui/icons-material/Air';
import CloudIcon from '@mui/icons-material/CloudOutlined';
import UmbrellaIcon from '@mui/icons-material/UmbrellaOutlined';
import WbSunnyIcon from '@mui/icons-material/WbSunnyOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { type ReactNode, useId, useState } from 'react';
import type { DashboardText } from './text';

interface WidgetProps {
  widgets: ProjectWidgets;
  text: DashboardText;
}

function Card({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      data-testid={testId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function RangeToggle<R extends string>({
  ranges,
  value,
  onChange,
  label,
  text,
}: {
  ranges: readonly R[];
  value: R;
  onChange(range: R): void;
  label: string;
  text: DashboardText;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={label}
      onChange={(_event, range: R | null) => range && onChange(range)}
    >
      {ranges.map((range) => (
        <ToggleButton key={range} value={range} sx={{ px: 1, py: 0.25, textTransform: 'none' }}>
          {text.t(`range_${range}` as never)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function Figure({ value, label, color, testId }: { value: string; label: string; color: string; testId?: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 1 }}>
      <Typography sx={{ fontSize: 48, fontWeight: 700, lineHeight: 1.1, color }} data-testid={testId}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

const weatherIcons: Record<string, typeof CloudIcon> = { rainy: UmbrellaIcon, cloudy: CloudIcon, sunny: WbSunnyIcon };

export function HomeTab({ widgets, text }: WidgetProps) {
  const { t } = text;
  const [dayRange, setDayRange] = useState<DayRange>(widgets.summary.currentRange);
  const [weekRange, setWeekRange] = useState<WeekRange>(widgets.taskDistribution.currentRange);
  const [scheduleRange, setScheduleRange] = useState<ScheduleRange>(widgets.schedule.currentRange);
  const distribution = widgets.taskDistribution;
  const series = distribution.series[weekRange];
  const overview = distribution.overview[weekRange];
  const weather = widgets.weather;
  const location = weather.locations.find((one) => one.name === weather.currentLocation) ?? weather.locations[0];
  const LocationIcon = (location && weatherIcons[location.icon]) ?? CloudIcon;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <Card
        title={t('summary')}
        testId="widget-summary"
        action={
          <RangeToggle<DayRange>
            ranges={widgets.summary.ranges}
            value={dayRange}
            onChange={setDayRange}
            label={t('summaryRange')}
            text={text}
          />
        }
      >
        <Figure
          value={text.number(widgets.summary.count[dayRange])}
          label={t('dueTasks')}
          color="info.main"
          testId="due-tasks"
        />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('completedCount', { count: widgets.summary.extra[dayRange] })}
        </Typography>
      </Card>
      <Card title={t('overdue')} testId="widget-overdue">
        <Figure
          value={text.number(widgets.overdue.count)}
          label={t('overdueTasks')}
          color="error.main"
          testId="overdue-count"
        />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('fromYesterday', { count: widgets.overdue.yesterday })}
        </Typography>
      </Card>
      <Card title={t('issues')}>
        <Figure value={text.number(widgets.issues.count)} label={t('openIssues')} color="warning.main" />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('closedToday', { count: widgets.issues.closedToday })}
        </Typography>
      </Card>
      <Card title={t('features')}>
        <Figure value={text.number(widgets.features.count)} label={t('proposals')} color="success.main" />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('implemented', { count: widgets.features.implemented })}
        </Typography>
      </Card>
      <Box sx={{ gridColumn: { sm: 'span 2' }, display: 'grid' }}>
        <Card
          title={t('taskDistribution')}
          testId="widget-task-distribution"
          action={
            <RangeToggle<WeekRange>
              ranges={distribution.ranges}
              value={weekRange}
              onChange={setWeekRange}
              label={t('distributionRange')}
              text={text}
            />
          }
        >
          <Box sx={{ height: 260 }}>
            <PieChart
              series={[
                {
                  innerRadius: '66%',
                  paddingAngle: 1,
                  data: distribution.labels.map((label, index) => ({ id: index, label, value: series[index] ?? 0 })),
                  valueFormatter: (item) => text.number(item.value),
                },
              ]}
              height={260}
            />
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', textAlign: 'center' }}>
            <Box>
              <Typography variant="h5" component="p" data-testid="distribution-new">
                {text.number(overview.new)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('newTasks')}
              </Typography>
            </Box>
            <Box>
              <Typography variant="h5" component="p">
                {text.number(overview.completed)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('completedTasks')}
              </Typography>
            </Box>
          </Box>
        </Card>
      </Box>
      <Card
        title={t('schedule')}
        action={
          <RangeToggle<ScheduleRange>
            ranges={widgets.schedule.ranges}
            value={scheduleRange}
            onChange={setScheduleRange}
            label={t('scheduleRange')}
            text={text}
          />
        }
      >
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {widgets.schedule.series[scheduleRange].map((item) => (
            <Box
              component="li"
              key={`${item.time}-${item.title}`}
              sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {item.title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <bdi>{item.time}</bdi> · {item.location}
              </Typography>
            </Box>
          ))}
        </Box>
      </Card>
      {location && (
        <Card title={t('weather')} testId="widget-weather">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <LocationIcon sx={{ fontSize: 48, color: 'info.main' }} aria-hidden />
            <Box>
              <Typography variant="h4" component="p" data-testid="weather-temp">
                {text.temperature(location.temp, weather.tempUnit)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {location.name} · {t(`weather_${location.icon}` as never)}
              </Typography>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 2, color: 'text.secondary', flexWrap: 'wrap' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <AirIcon fontSize="small" aria-hidden />
              <Typography variant="body2">
                {t('wind', {
                  speed: text.speed(location.windSpeed, weather.speedUnit),
                  direction: location.windDirection,
                })}
              </Typography>
            </Box>
            <Typography variant="body2">{t('humidity', { value: text.percent(location.humidity) })}</Typography>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {location.next3Days.map((day, index) => (
              <Box component="li" key={day.day} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
                <Typography variant="body2">{text.weekday(index + 1)}</Typography>
                <Typography variant="body2">{text.temperature(day.temp, weather.tempUnit)}</Typography>
              </Box>
            ))}
          </Box>
        </Card>
      )}
      {widgets.fromBoard && (
        <Box sx={{ gridColumn: { sm: 'span 2', lg: 'span 4' }, display: 'grid' }}>
          <Card title={t('overdueCards')} testId="widget-overdue-cards">
            {widgets.overdue.cards.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('noOverdue')}
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, ps: 2 }}>
                {widgets.overdue.cards.map((card) => (
                  <li key={card.id}>
                    <Typography variant="body2">
                      {card.name} — {t('dueOn', { date: text.date(card.due) })}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
          </Card>
        </Box>
      )}
    </Box>
  );
}

export function BudgetTab({ widgets, text }: WidgetProps) {
  const { t } = text;
  const { budgetDistribution, budgetDetails } = widgets;
  const money = (value: number) => text.money(value, budgetDetails.currency);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
      <Card title={t('budgetDistribution')} testId="widget-budget-distribution">
        <BarChart
          height={280}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: budgetDistribution.categories, width: 90 }]}
          xAxis={[{ valueFormatter: (value: number) => text.percent(value) }]}
          series={[
            { data: budgetDistribution.series, label: t('share'), valueFormatter: (value) => text.percent(value ?? 0) },
          ]}
          hideLegend
        />
      </Card>
      <Card title={t('budgetDetails')} testId="widget-budget-details">
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {(['type', 'total', 'expenses', 'expensesPercentage', 'remaining', 'remainingPercentage'] as const).map(
                  (column) => (
                    <TableCell key={column} align={column === 'type' ? 'left' : 'right'}>
                      {t(`col_${column}`)}
                    </TableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {budgetDetails.rows.map((row) => (
                <TableRow key={row.type}>
                  <TableCell component="th" scope="row">
                    {row.type}
                  </TableCell>
                  <TableCell align="right">{money(row.total)}</TableCell>
                  <TableCell align="right">{money(row.expensesAmount)}</TableCell>
                  <TableCell align="right">{text.percent(row.expensesPercentage)}</TableCell>
                  <TableCell align="right">{money(row.remainingAmount)}</TableCell>
                  <TableCell align="right">{text.percent(row.remainingPercentage)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </Box>
  );
}

export function TeamTab({ widgets, text }: WidgetProps) {
  const { t } = text;
  return (
    <Card title={t('teamMembers')} testId="widget-team">
      {widgets.teamMembers.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noMembers')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('col_name')}</TableCell>
                <TableCell>{t('col_email')}</TableCell>
                <TableCell>{t('col_job')}</TableCell>
                <TableCell align="right">{t('col_tasks')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {widgets.teamMembers.map((member) => (
                <TableRow key={member.id}>
                  <TableCell component="th" scope="row">
                    {member.name}
                  </TableCell>
                  <TableCell>
                    <bdi>{member.email}</bdi>
                  </TableCell>
                  <TableCell>{member.job}</TableCell>
                  <TableCell align="right">{text.number(member.tasks)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}
