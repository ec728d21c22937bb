import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';

export interface UnknownListProps {
  /** Says the list does not exist. */
  message: string;
  /** Where to go instead (the default list) and its name. */
  fallback: { to: string; label: string };
  testId: string;
}

/**
 * A list the collection does not have (a stale bookmark, a typo, a deleted label): the page keeps the
 * address and says so, with a way to the default list, as a "not found" page would, rather than
 * silently showing another list.
 */
export function UnknownList({ message, fallback, testId }: UnknownListProps) {
  return (
    <Alert
      severity="warning"
      sx={{ m: 2 }}
      data-testid={testId}
      action={
        <Button component={Link} to={fallback.to} color="inherit" size="small">
          {fallback.label}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
