import { type InvoiceLanguage, invoiceLanguages, sampleInvoiceId } from '@conecta/contracts/invoices';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { readApiFailure } from '../../app/apiFailure';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { downloadFile } from '../../shell/files/downloadFile';
import { selectLanguage } from '../../shell/i18n/languageSlice';
import { showMessage } from '../../shell/message/messageSlice';
import { PageHeader } from '../../shell/PageHeader';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useGetInvoiceQuery } from './api';
import { InvoiceDocument, type InvoiceLayout } from './InvoiceDocument';
import { invoicesNamespace } from './locales';
import { PrintStyles } from './PrintStyles';

const isInvoiceLanguage = (value: string): value is InvoiceLanguage =>
  (invoiceLanguages as readonly string[]).includes(value);

/**
 * `/pages/invoices/compact` and `/pages/invoices/modern`: the same invoice (the sample one, or `?id=`) in two layouts,
 * with its PDF made by the server and a print of the document alone.
 */
export default function InvoicePage() {
  const { t } = useTranslation(invoicesNamespace);
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const documentLanguage: InvoiceLanguage = isInvoiceLanguage(language) ? language : 'pt-BR';
  const layout: InvoiceLayout = useLocation().pathname.endsWith('/modern') ? 'modern' : 'compact';
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() || sampleInvoiceId;
  const query = useGetInvoiceQuery(id);
  const invoice = query.data;
  const [downloading, setDownloading] = useState(false);
  const title = layout === 'modern' ? t('modernTitle') : t('compactTitle');
  useDocumentTitle(invoice ? `${title} ${invoice.number}` : title);

  const download = async () => {
    if (!invoice) return;
    setDownloading(true);
    try {
      await downloadFile(
        '/invoices/get-invoice.pdf',
        { id: invoice.id, lang: documentLanguage },
        `invoice-${invoice.number}.pdf`,
      );
    } catch {
      dispatch(showMessage({ message: t('downloadFailed'), variant: 'error' }));
    } finally {
      setDownloading(false);
    }
  };

  const failure = query.isError ? readApiFailure(query.error) : undefined;
  let body: React.ReactNode;
  if (query.isLoading || (query.isFetching && !invoice && !failure)) {
    body = (
      <Paper
        variant="outlined"
        role="status"
        aria-label={t('loading')}
        data-testid="invoice-loading"
        sx={{ p: 4, maxWidth: 960 }}
      >
        <Skeleton variant="text" width="30%" height={48} />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="rectangular" height={220} sx={{ mt: 3 }} />
      </Paper>
    );
  } else if (failure?.status === 404) {
    // The empty state: the address names no invoice.
    body = (
      <Alert severity="info" data-testid="invoice-empty" sx={{ maxWidth: 960 }}>
        {t('notFound')}
      </Alert>
    );
  } else if (failure || !invoice) {
    body = (
      <Alert
        severity="error"
        data-testid="invoice-error"
        sx={{ maxWidth: 960 }}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  } else {
    body = <InvoiceDocument invoice={invoice} layout={layout} language={documentLanguage} />;
  }

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}>
      <PrintStyles />
      <PageHeader title={title}>{t('lead')}</PageHeader>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={!invoice || downloading}
          onClick={() => void download()}
        >
          {downloading ? t('downloading') : t('downloadPdf')}
        </Button>
        <Button variant="outlined" startIcon={<PrintIcon />} disabled={!invoice} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </Box>
      {body}
    </Box>
  );
}
