import { spreadsheetDelimiter } from '@conecta/contracts/csv-delimiter';
import { deviceCsvColumns } from '@conecta/contracts/devices';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { ServerMessage } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { useUpload } from '../../app/upload';
import { useConfirmDiscard } from '../../shell/form/useConfirmDiscard';
import { loadMessageTexts } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { devicesApi, importedTags } from './api';
import { type CsvProblem, checkDevicesCsv, uploadDevicesCsv } from './importCsv';
import type { DeviceText } from './labels';

type Stage =
  | { name: 'idle' }
  | { name: 'checking'; progress: number }
  | { name: 'invalid'; rows: number; problems: CsvProblem[]; problemCount: number }
  | { name: 'ready'; rows: number }
  | { name: 'uploading'; rows: number; progress: number }
  | { name: 'imported'; imported: number }
  | { name: 'rejected'; message?: ServerMessage; problems: CsvProblem[] }
  | { name: 'failed'; message?: ServerMessage };

/** Rows a problem table shows; the count above it says how many there are in all. */
const shownProblems = 200;

/**
 * Imports devices from a CSV file (admins). The browser reads and checks every row first, with the
 * contract the server uses; a file with any bad row is never sent. A good file is uploaded as it is,
 * and the server checks it again against what only it knows (owners' emails, IMEIs already stored).
 */
export default function ImportDialog({ text, onClose }: { text: DeviceText; onClose(): void }) {
  const dispatch = useAppDispatch();
  const send = useUpload();
  const titleId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const busy = stage.name === 'checking' || stage.name === 'uploading';
  const t = text.t;

  const check = async (chosen: File) => {
    setFile(chosen);
    setStage({ name: 'checking', progress: 0 });
    try {
      const result = await checkDevicesCsv(chosen, (progress) => setStage({ name: 'checking', progress }));
      setStage(
        result.problemCount > 0
          ? { name: 'invalid', rows: result.rows, problems: result.problems, problemCount: result.problemCount }
          : { name: 'ready', rows: result.rows },
      );
    } catch {
      setStage({ name: 'failed', message: { message: t('importUnreadable') } });
    }
  };

  const upload = async () => {
    if (!file || stage.name !== 'ready') return;
    const rows = stage.rows;
    setStage({ name: 'uploading', rows, progress: 0 });
    const answer = await uploadDevicesCsv(send, file, (progress) => setStage({ name: 'uploading', rows, progress }));
    // Only a refusal needs the server's sentences in the page's language.
    if (answer.outcome === 'rejected')
      await loadMessageTexts(...answer.problems, ...(answer.message ? [answer.message] : []));
    if (answer.outcome === 'failed' && answer.message) await loadMessageTexts(answer.message);
    switch (answer.outcome) {
      case 'imported':
        setStage({ name: 'imported', imported: answer.imported });
        dispatch(devicesApi.util.invalidateTags(importedTags));
        dispatch(
          showMessage({
            message: t('importDone', { count: answer.imported, imported: text.number(answer.imported) }),
            variant: 'success',
          }),
        );
        break;
      case 'rejected':
        setStage({ name: 'rejected', message: answer.message, problems: answer.problems });
        break;
      case 'signedOut':
        // The upload client has ended the session and said so.
        onClose();
        break;
      default:
        setStage({ name: 'failed', message: answer.message });
    }
  };

  // A checked file not yet imported is work the user would lose.
  const discard = useConfirmDiscard(stage.name === 'ready');
  const close = discard.guard(onClose);

  const describe = (problem: CsvProblem) => (problem.key ? t(problem.key, problem.values) : text.say(problem));

  return (
    <Dialog
      open
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      data-testid="import-dialog"
    >
      <DialogTitle id={titleId}>{t('importTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">{t('importIntro')}</Typography>
        <Typography
          variant="body2"
          component="code"
          dir="ltr"
          sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere', fontFamily: 'monospace' }}
        >
          {/* As the export writes them in this language; any of the delimiters is read. */}
          {deviceCsvColumns.join(spreadsheetDelimiter(text.language))}
        </Typography>

        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <input
            ref={picker}
            type="file"
            accept=".csv,text/csv"
            hidden
            data-testid="import-file"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) void check(chosen);
            }}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => picker.current?.click()}
            disabled={busy}
          >
            {file ? t('importChooseAnother') : t('importChoose')}
          </Button>
          {file && (
            <Typography variant="body2" color="text.secondary" data-testid="import-file-name">
              {t('importFile', { name: file.name, size: text.number(Math.ceil(file.size / 1024)) })}
            </Typography>
          )}
        </Box>

        {stage.name === 'checking' && (
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('importChecking', { percent: Math.round(stage.progress * 100) })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={stage.progress * 100}
              aria-label={t('importChecking', { percent: Math.round(stage.progress * 100) })}
            />
          </Box>
        )}

        {stage.name === 'uploading' && (
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {stage.progress < 1
                ? t('importUploading', { percent: Math.round(stage.progress * 100) })
                : t('importSaving', { count: stage.rows, rows: text.number(stage.rows) })}
            </Typography>
            <LinearProgress
              variant={stage.progress < 1 ? 'determinate' : 'indeterminate'}
              value={stage.progress * 100}
              aria-label={t('importUploading', { percent: Math.round(stage.progress * 100) })}
            />
          </Box>
        )}

        {stage.name === 'ready' && (
          <Alert severity="success" data-testid="import-ready">
            {t('importReady', { count: stage.rows, rows: text.number(stage.rows) })}
          </Alert>
        )}

        {stage.name === 'invalid' && (
          <>
            <Alert severity="error" data-testid="import-invalid">
              {t('importInvalid', { count: stage.problemCount, problems: text.number(stage.problemCount) })}
            </Alert>
            <ProblemTable problems={stage.problems} total={stage.problemCount} describe={describe} text={text} />
          </>
        )}

        {stage.name === 'rejected' && (
          <>
            <Alert severity="error" data-testid="import-rejected">
              {t('importRejected')}
              {stage.message && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {text.say(stage.message)}
                </Typography>
              )}
            </Alert>
            <ProblemTable problems={stage.problems} total={stage.problems.length} describe={describe} text={text} />
          </>
        )}

        {stage.name === 'imported' && (
          <Alert severity="success" data-testid="import-done">
            {t('importDone', { count: stage.imported, imported: text.number(stage.imported) })}
          </Alert>
        )}

        {stage.name === 'failed' && (
          <Alert severity="error" role="alert">
            {stage.message ? text.say(stage.message) : t('importFailed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          {t('close')}
        </Button>
        {stage.name !== 'imported' && (
          <Button
            variant="contained"
            onClick={() => void upload()}
            disabled={stage.name !== 'ready'}
            data-testid="import-upload"
          >
            {stage.name === 'ready'
              ? t('importUpload', { count: stage.rows, rows: text.number(stage.rows) })
              : t('importUploadIdle')}
          </Button>
        )}
      </DialogActions>
      {discard.dialog}
    </Dialog>
  );
}

function ProblemTable({
  problems,
  total,
  describe,
  text,
}: {
  problems: CsvProblem[];
  total: number;
  describe(problem: CsvProblem): string;
  text: DeviceText;
}) {
  const t = text.t;
  const shown = problems.slice(0, shownProblems);
  return (
    <Box>
      <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader data-testid="import-problems">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 90 }}>{t('importRow')}</TableCell>
              <TableCell sx={{ width: 180 }}>{t('importColumn')}</TableCell>
              <TableCell>{t('importProblem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((problem) => (
              <TableRow key={`${problem.row}-${problem.field}`} data-testid="import-problem">
                <TableCell>{problem.row > 0 ? text.number(problem.row) : t('importWholeFile')}</TableCell>
                <TableCell>{text.fieldLabel(problem.field)}</TableCell>
                <TableCell>{describe(problem)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > shown.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('importMoreProblems', { count: total - shown.length, more: text.number(total - shown.length) })}
        </Typography>
      )}
    </Box>
  );
}
