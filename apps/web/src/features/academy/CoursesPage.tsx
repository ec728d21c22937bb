import { authRoles, hasPermission } from '@conecta/contracts/roles';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectUserRoles } from '../../app/session/authSlice';
import { PageHeader } from '../../shell/PageHeader';
import { lazyWithRetry } from '../../shell/recovery/retryImport';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useAcademyCategoriesQuery, useAcademyCoursesQuery } from './api';
import { CourseCard } from './CourseCard';
import { coursePath, useAcademyText } from './text';

// The editor (rich text, drag and drop) is fetched only when staff open it.
const CourseEditor = lazyWithRetry(() => import('./CourseEditor'));

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();

/** The company's courses: searched, filtered by category, each with the account's own progress. */
export default function CoursesPage() {
  const text = useAcademyText();
  const { t } = text;
  useDocumentTitle(t('appTitle'));
  const navigate = useNavigate();
  const canEdit = hasPermission(authRoles.staff, useAppSelector(selectUserRoles));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? 'all';
  const setParam = (key: string, value: string, empty: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === empty) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const categories = useAcademyCategoriesQuery();
  const courses = useAcademyCoursesQuery();
  const [editing, setEditing] = useState(false);
  const categoryLabelId = useId();
  const byValue = useMemo(() => new Map((categories.data ?? []).map((one) => [one.value, one])), [categories.data]);
  const shown = useMemo(() => {
    const words = fold(q.trim()).split(/\s+/).filter(Boolean);
    return (courses.data ?? []).filter(
      (course) =>
        (category === 'all' || course.category === category) &&
        words.every((word) => fold(`${course.title} ${course.description}`).includes(word)),
    );
  }, [courses.data, q, category]);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <PageHeader title={t('appTitle')}>{t('lead')}</PageHeader>
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(true)}>
            {t('newCourse')}
          </Button>
        )}
      </Box>
      <Box component="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          type="search"
          label={t('search')}
          value={q}
          onChange={(event) => setParam('q', event.target.value, '')}
          sx={{ flex: '1 1 240px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <FormControl sx={{ flex: '0 1 260px', minWidth: 200 }}>
          <InputLabel id={categoryLabelId}>{t('category')}</InputLabel>
          <Select
            labelId={categoryLabelId}
            label={t('category')}
            value={categories.data ? category : 'all'}
            onChange={(event) => setParam('category', event.target.value, 'all')}
            data-testid="category-filter"
          >
            <MenuItem value="all">{t('allCategories')}</MenuItem>
            {(categories.data ?? []).map((one) => (
              <MenuItem key={one.id} value={one.value}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: one.color, mr: 1, flexShrink: 0 }}
                />
                {one.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      {courses.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => courses.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : courses.isLoading ? (
        <Box role="progressbar" aria-label={t('loading')} sx={gridSx}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={index} variant="rounded" height={260} />
          ))}
        </Box>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} role="status">
          {courses.data?.length ? t('emptySearch') : t('empty')}
        </Typography>
      ) : (
        <>
          <Typography color="text.secondary" role="status">
            {t('count', { count: shown.length })}
          </Typography>
          <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
            {shown.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} category={byValue.get(course.category)} />
              </li>
            ))}
          </Box>
        </>
      )}
      {editing && (
        <Suspense fallback={null}>
          <CourseEditor
            categories={categories.data ?? []}
            onClose={(saved) => {
              setEditing(false);
              if (saved) navigate(coursePath(saved));
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;
