import { type AcademyCategory, type AcademyCourseSummary, isCourseComplete } from '@conecta/contracts/academy';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link } from 'react-router';
import { readableTextOn } from '../../shell/theme';
import { coursePath, useAcademyText } from './text';

/** The chip of a category in its colour, with text that keeps its contrast on it. */
export function CategoryChip({ category, value }: { category?: AcademyCategory; value: string }) {
  return (
    <Chip
      size="small"
      label={category?.label ?? value}
      data-testid="course-category"
      sx={{
        bgcolor: category?.color ?? 'action.selected',
        color: category ? readableTextOn(category.color) : 'text.primary',
        fontWeight: 600,
      }}
    />
  );
}

export function CourseCard({ course, category }: { course: AcademyCourseSummary; category?: AcademyCategory }) {
  const text = useAcademyText();
  const titleId = useId();
  const complete = isCourseComplete(course);
  const share = course.totalSteps ? course.activeStep / course.totalSteps : 0;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="course-card"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <CategoryChip category={category} value={course.category} />
          {complete && <CheckCircleIcon color="success" titleAccess={text.t('completed')} />}
        </Box>
        <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {course.description}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <ScheduleIcon fontSize="small" aria-hidden />
          <Typography variant="body2">{text.t('minutes', { count: course.length })}</Typography>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {text.t('updated', { date: text.date(course.updated) })}
        </Typography>
      </CardContent>
      <LinearProgress
        variant="determinate"
        value={share * 100}
        color={complete ? 'success' : 'primary'}
        aria-label={text.t('progressOf', { title: course.title })}
        aria-valuetext={text.t('progressText', { step: course.activeStep, count: course.totalSteps })}
        sx={{ height: 4 }}
      />
      <CardActions sx={{ justifyContent: 'space-between', px: 2 }}>
        <Typography variant="body2" color="text.secondary" data-testid="course-progress">
          {complete
            ? text.t('completed')
            : course.activeStep > 0
              ? text.t('progressText', { step: course.activeStep, count: course.totalSteps })
              : text.t('steps', { count: course.totalSteps })}
        </Typography>
        {/* Named by what it says (WCAG's label in name), described by the course it opens. */}
        <Button component={Link} to={coursePath(course)} aria-describedby={titleId}>
          {complete ? text.t('review') : course.activeStep > 0 ? text.t('continue') : text.t('start')}
        </Button>
      </CardActions>
    </Card>
  );
}
