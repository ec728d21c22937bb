import { type AcademyCourse, isCourseComplete } from '@conecta/contracts/academy';
import { authRoles, hasPermission } from '@conecta/contracts/roles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { Suspense, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectUserRoles } from '../../app/session/authSlice';
import { lazyWithRetry } from '../../shell/recovery/retryImport';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useAcademyCategoriesQuery, useAcademyCourseQuery, useUpdateAcademyProgressMutation } from './api';
import { CategoryChip } from './CourseCard';
import { useAcademyText } from './text';

const CourseEditor = lazyWithRetry(() => import('./CourseEditor'));

/** One course: its steps in a stepper (next, previous, jump), the account's step kept as it goes. */
export default function CoursePage() {
  const { courseId = '' } = useParams();
  const text = useAcademyText();
  const { t } = text;
  const course = useAcademyCourseQuery(courseId);
  useDocumentTitle(course.data?.title ?? t('appTitle'));
  const back = (
    <Button
      component={Link}
      to="/apps/academy/courses"
      startIcon={
        <ArrowBackIcon sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined })} />
      }
    >
      {t('backToCourses')}
    </Button>
  );
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}>
      <Box>{back}</Box>
      {course.isError ? (
        <Alert
          severity="error"
          action={
            'status' in course.error && course.error.status === 404 ? undefined : (
              <Button color="inherit" onClick={() => course.refetch()}>
                {t('retry')}
              </Button>
            )
          }
        >
          {'status' in course.error && course.error.status === 404 ? t('msg_notFound') : t('loadFailed')}
        </Alert>
      ) : !course.data ? (
        <Box role="progressbar" aria-label={t('loadingCourse')} sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="text" width="60%" height={48} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      ) : (
        <CourseSteps course={course.data} />
      )}
    </Box>
  );
}

function CourseSteps({ course }: { course: AcademyCourse }) {
  const text = useAcademyText();
  const { t } = text;
  const canEdit = hasPermission(authRoles.staff, useAppSelector(selectUserRoles));
  const categories = useAcademyCategoriesQuery();
  const [editing, setEditing] = useState(false);
  const [saveProgress] = useUpdateAcademyProgressMutation();
  const total = course.steps.length;
  // The step shown: where the learner stopped (the first one before they started).
  const index = Math.min(Math.max(course.activeStep, 1), Math.max(total, 1)) - 1;
  const step = course.steps[index];
  const complete = isCourseComplete(course);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const html = useMemo(() => DOMPurify.sanitize(step?.content ?? ''), [step]);
  const go = (to: number) => {
    if (to < 0 || to >= total || to === index) return;
    void saveProgress({ courseId: course.id, activeStep: to + 1 });
    // The new step's title takes the focus, so a screen reader reads on from there.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const category = categories.data?.find((one) => one.value === course.category);

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box>
            <CategoryChip category={category} value={course.category} />
          </Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} data-testid="course-title">
            {course.title}
          </Typography>
          <Typography color="text.secondary">{course.description}</Typography>
        </Box>
        {canEdit && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('editCourse')}
          </Button>
        )}
      </Box>
      <LinearProgress
        variant="determinate"
        value={total ? ((index + 1) / total) * 100 : 0}
        aria-label={t('progressOf', { title: course.title })}
        aria-valuetext={t('progressText', { step: index + 1, count: total })}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper component="nav" aria-label={t('steps_nav')} sx={{ p: 2 }}>
          <Stepper nonLinear activeStep={index} orientation="vertical">
            {course.steps.map((one, position) => (
              <Step key={one.id} completed={position < index || complete}>
                <StepButton
                  onClick={() => go(position)}
                  aria-current={position === index ? 'step' : undefined}
                  data-testid="course-step"
                >
                  {one.title}
                </StepButton>
              </Step>
            ))}
          </Stepper>
        </Paper>
        <Paper
          component="section"
          aria-labelledby="course-step-title"
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
        >
          <Typography variant="overline" color="text.secondary" data-testid="step-position">
            {t('progressText', { step: index + 1, count: total })}
          </Typography>
          <Typography
            id="course-step-title"
            ref={headingRef}
            tabIndex={-1}
            variant="h5"
            component="h2"
            data-testid="step-title"
            sx={{ outline: 'none' }}
          >
            {step?.title}
          </Typography>
          <Box
            data-testid="step-content"
            sx={{ '& p': { mt: 0, mb: 1.5 }, '& a': { color: 'primary.main' }, '& img': { maxWidth: '100%' } }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above (and by the server when stored)
            dangerouslySetInnerHTML={{ __html: html }}
          />
          {complete && (
            <Alert severity="success" role="status">
              {t('courseCompleted')}
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" disabled={index === 0} onClick={() => go(index - 1)}>
              {t('previous')}
            </Button>
            {index < total - 1 ? (
              <Button variant="contained" onClick={() => go(index + 1)}>
                {t('next')}
              </Button>
            ) : (
              <Button variant="contained" component={Link} to="/apps/academy/courses">
                {t('finish')}
              </Button>
            )}
          </Box>
        </Paper>
      </Box>
      {editing && (
        <Suspense fallback={null}>
          <CourseEditor course={course} categories={categories.data ?? []} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
