import AddIcon from '@mui/icons-material/Add';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { showMessage } from '../../shell/message/messageSlice';
import { PageHeader } from '../../shell/PageHeader';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useBoardsQuery, useNewBoardMutation } from './api';
import { scrumboardNamespace } from './locales';

export const boardPath = (board: { id: string; uri: string }) => `/apps/scrumboard/boards/${board.id}/${board.uri}`;

/** `/apps/scrumboard/boards`: the boards the account is a member of, and a new one. */
export default function BoardsPage() {
  const { t } = useTranslation(scrumboardNamespace);
  useDocumentTitle(t('boardsTitle'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const boards = useBoardsQuery();
  const [create, creating] = useNewBoardMutation();

  const add = async () => {
    try {
      const board = await create({ name: t('newBoardName') }).unwrap();
      await navigate(boardPath(board));
    } catch {
      dispatch(showMessage({ message: t('actionFailed'), variant: 'error' }));
    }
  };

  const tile = { width: { xs: '100%', sm: 220 }, height: 160 };
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} data-testid="scrumboard-boards">
      <PageHeader title={t('boardsTitle')}>{t('boardsLead')}</PageHeader>
      {boards.isError && !boards.data ? (
        <Alert
          severity="error"
          data-testid="scrumboard-boards-error"
          action={
            <Button color="inherit" onClick={() => void boards.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('boardsFailed')}
        </Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {boards.isLoading
            ? [0, 1].map((key) => (
                <Box component="li" key={key} aria-label={t('loadingBoards')}>
                  <Skeleton variant="rounded" sx={tile} data-testid="scrumboard-boards-loading" />
                </Box>
              ))
            : boards.data?.map((board) => (
                <Box component="li" key={board.id}>
                  <Card sx={tile} data-testid="scrumboard-board-tile">
                    <CardActionArea
                      component={RouterLink}
                      to={boardPath(board)}
                      sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1, p: 2 }}
                    >
                      <ViewKanbanIcon color="primary" fontSize="large" aria-hidden />
                      <Typography component="h2" variant="h6" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
                        {board.name}
                      </Typography>
                    </CardActionArea>
                  </Card>
                </Box>
              ))}
          <Box component="li">
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => void add()}
              disabled={creating.isLoading}
              sx={{ ...tile, borderStyle: 'dashed' }}
              data-testid="scrumboard-new-board"
            >
              {t('newBoard')}
            </Button>
          </Box>
        </Box>
      )}
      {boards.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="scrumboard-boards-empty">
          {t('noBoards')}
        </Typography>
      )}
    </Box>
  );
}
