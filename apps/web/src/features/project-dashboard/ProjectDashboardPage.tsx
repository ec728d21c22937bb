import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useDashboardProjectsQuery, useProjectWidgetsQuery } from './api';
import { useDashboardText } from './text';
import { BudgetTab, HomeTab, TeamTab } from './Widgets';

const tabs = ['home', 'budget', 'team'] as const;
type TabName = (typeof tabs)[number];

/** The project dashboard: a project selector, and its widgets in three tabs. */
export default function ProjectDashboardPage() {
  const text = useDashboardText();
  const { t } = text;
  useDocumentTitle(t('appTitle'));
  const [params, setParams] = useSearchParams();
  const projects = useDashboardProjectsQuery();
  const chosen = params.get('project');
  const projectId = projects.data?.find((project) => project.id === chosen)?.id ?? projects.data?.[0]?.id ?? '';
  const widgets = useProjectWidgetsQuery(projectId, { skip: !projectId });
  const [tab, setTab] = useState<TabName>('home');
  const selectLabel = useId();
  const tabsId = useId();

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {t('appTitle')}
          </Typography>
          <Typography color="text.secondary">{text.today()}</Typography>
        </Box>
        <FormControl sx={{ minWidth: 240 }} disabled={!projects.data?.length}>
          <InputLabel id={selectLabel}>{t('project')}</InputLabel>
          <Select
            labelId={selectLabel}
            label={t('project')}
            value={projectId}
            data-testid="project-select"
            onChange={(event) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('project', event.target.value);
                  return next;
                },
                { replace: true },
              )
            }
          >
            {(projects.data ?? []).map((project) => (
              <MenuItem key={project.id} value={project.id}>
                {project.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tabs')}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`tab_${name}`)}
            id={`${tabsId}-${name}`}
            aria-controls={`${tabsId}-${name}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`} sx={{ minWidth: 0 }}>
        {projects.isError || widgets.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => (projects.isError ? projects.refetch() : widgets.refetch())}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadFailed')}
          </Alert>
        ) : projects.data && projects.data.length === 0 ? (
          <Typography color="text.secondary" role="status" sx={{ py: 6, textAlign: 'center' }}>
            {t('noProjects')}
          </Typography>
        ) : !widgets.data || widgets.isFetching ? (
          <Box
            role="progressbar"
            aria-label={t('loading')}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}
          >
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <Skeleton key={index} variant="rounded" height={index < 4 ? 160 : 320} />
            ))}
          </Box>
        ) : tab === 'home' ? (
          <HomeTab widgets={widgets.data} text={text} />
        ) : tab === 'budget' ? (
          <BudgetTab widgets={widgets.data} text={text} />
        ) : (
          <TeamTab widgets={widgets.data} text={text} />
        )}
      </Box>
    </Box>
  );
}
