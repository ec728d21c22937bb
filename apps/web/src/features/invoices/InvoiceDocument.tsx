import {
  formatInvoiceAmount,
  formatInvoiceDate,
  formatInvoiceQuantity,
  type Invoice,
  type InvoiceDocumentTexts,
  type InvoiceLanguage,
  invoiceDocumentTexts,
  invoiceTaxPercent,
} from '@conecta/contracts/invoices';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../shell/visuallyHidden';

export type InvoiceLayout = 'compact' | 'modern';

interface Props {
  invoice: Invoice;
  layout: InvoiceLayout;
  language: InvoiceLanguage;
}

/** What both layouts show, said in the language: the words of the document and its figures. */
function useInvoiceText(invoice: Invoice, language: InvoiceLanguage) {
  const texts = invoiceDocumentTexts[language];
  const percent = new Intl.NumberFormat(language, { style: 'percent' }).format(invoiceTaxPercent / 100);
  return {
    texts,
    money: (value: string) => formatInvoiceAmount(value, language),
    day: (value: string) => formatInvoiceDate(value, language),
    quantity: (value: string) => formatInvoiceQuantity(value, language),
    unit: (unit: string) => texts.units[unit as keyof InvoiceDocumentTexts['units']] ?? unit,
    figures: [
      { key: 'subtotal', label: texts.subtotal, value: invoice.subtotal },
      { key: 'tax', label: `${texts.tax} (${percent})`, value: invoice.tax },
      { key: 'discount', label: texts.discount, value: invoice.discount },
    ],
  };
}

/** The service lines and the figures under them: a real table, so a screen reader reads each cell with its column. */
function ServiceLines({ invoice, language, striped }: Props & { striped: boolean }) {
  const { texts, money, quantity, unit, figures } = useInvoiceText(invoice, language);
  // The figures take the room they need (width 1 % of a table is its content's), the service the rest.
  const numeric = { textAlign: 'end', whiteSpace: 'nowrap', width: '1%' } as const;
  return (
    // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
    <TableContainer tabIndex={0} role="region" aria-label={texts.service} sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 560 }}>
        <Box component="caption" sx={visuallyHidden}>{`${texts.document} ${invoice.number}`}</Box>
        <TableHead>
          <TableRow>
            <TableCell>{texts.service}</TableCell>
            <TableCell sx={{ width: '1%' }}>{texts.unit}</TableCell>
            <TableCell sx={numeric}>{texts.unitPrice}</TableCell>
            <TableCell sx={numeric}>{texts.quantity}</TableCell>
            <TableCell sx={numeric}>{texts.lineTotal}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.services.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} data-testid="invoice-no-lines">
                —
              </TableCell>
            </TableRow>
          )}
          {invoice.services.map((line) => (
            <TableRow
              key={line.id}
              sx={
                striped ? { '&:nth-of-type(odd)': { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.04) } } : {}
              }
            >
              <TableCell component="th" scope="row">
                <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }}>
                  <bdi>{line.title}</bdi>
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <bdi>{line.detail}</bdi>
                </Typography>
              </TableCell>
              <TableCell>{unit(line.unit)}</TableCell>
              <TableCell sx={numeric}>{money(line.unitPrice)}</TableCell>
              <TableCell sx={numeric}>{quantity(line.quantity)}</TableCell>
              <TableCell sx={numeric} data-testid="invoice-line-total">
                {money(line.total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableBody>
          {figures.map((figure) => (
            <TableRow key={figure.key}>
              <TableCell colSpan={3} sx={{ borderBottom: 'none' }} />
              <TableCell component="th" scope="row" sx={{ ...numeric, borderBottom: 'none', color: 'text.secondary' }}>
                {figure.label}
              </TableCell>
              <TableCell sx={{ ...numeric, borderBottom: 'none' }} data-testid={`invoice-${figure.key}`}>
                {money(figure.value)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={3} sx={{ borderBottom: 'none' }} />
            <TableCell component="th" scope="row" sx={{ ...numeric, borderBottom: 'none', fontWeight: 700 }}>
              {texts.total}
            </TableCell>
            <TableCell
              sx={{ ...numeric, borderBottom: 'none', fontWeight: 700, fontSize: '1.15rem' }}
              data-testid="invoice-total"
            >
              {money(invoice.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * A party's lines (the company, the client), one under the other. Data is isolated in `<bdi>`: a Latin address or
 * a phone number keeps its own order inside an Arabic page (`+55 11 …`, not `… 11 55+`).
 */
function Party({ title, lines, label }: { title: string; lines: string[]; label: string }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        <bdi>{title}</bdi>
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {/* No letter to go by (a phone number): written left to right, as dialled. */}
          <bdi dir={/\p{L}/u.test(line) ? undefined : 'ltr'}>{line}</bdi>
        </Typography>
      ))}
    </Box>
  );
}

/** The number and the two days, as a small list of terms. */
function Facts({ invoice, language }: Omit<Props, 'layout'>) {
  const { texts, day } = useInvoiceText(invoice, language);
  const facts = [
    [texts.number, invoice.number],
    [texts.date, day(invoice.date)],
    [texts.dueDate, day(invoice.dueDate)],
  ] as const;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            <bdi>{value}</bdi>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * One invoice, in the compact layout (a plain sheet: the document's name and facts beside the company, then the
 * client and the lines) or the modern one (a coloured band carrying the number, the parties side by side, striped
 * lines). The server's PDF follows the compact one.
 */
export function InvoiceDocument({ invoice, layout, language }: Props) {
  const { texts } = useInvoiceText(invoice, language);
  const from = [invoice.from.address, invoice.from.phone, invoice.from.email, invoice.from.website];
  const client = [invoice.client.address, invoice.client.phone, invoice.client.email];
  const title = (
    <Typography variant="h4" component="h2" sx={{ fontWeight: 800, textTransform: 'uppercase', letterSpacing: 1 }}>
      {texts.document}
    </Typography>
  );

  if (layout === 'compact') {
    return (
      <Paper
        component="article"
        aria-label={`${texts.document} ${invoice.number}`}
        data-testid="invoice-document"
        data-print-root=""
        variant="outlined"
        sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3, maxWidth: 960 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 3 }}>
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {title}
            <Facts invoice={invoice} language={language} />
          </Box>
          <Box sx={{ textAlign: { sm: 'end' } }}>
            <Party label={texts.from} title={invoice.from.title} lines={from} />
          </Box>
        </Box>
        <Divider />
        <Party label={texts.client} title={invoice.client.title} lines={client} />
        <ServiceLines invoice={invoice} language={language} layout={layout} striped={false} />
        <Typography variant="body2" color="text.secondary">
          {texts.note}
        </Typography>
      </Paper>
    );
  }

  return (
    <Paper
      component="article"
      aria-label={`${texts.document} ${invoice.number}`}
      data-testid="invoice-document"
      data-print-root=""
      variant="outlined"
      sx={{ overflow: 'hidden', maxWidth: 960 }}
    >
      <Box
        sx={(theme) => ({
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          p: { xs: 2, sm: 4 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          // Printers drop backgrounds unless told: the band is part of the layout.
          printColorAdjust: 'exact',
          WebkitPrintColorAdjust: 'exact',
          '& .MuiTypography-root': { color: theme.palette.primary.contrastText },
        })}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <ReceiptLongIcon sx={{ fontSize: 48 }} aria-hidden />
          <Box>
            {title}
            <Typography variant="h6" component="p">
              <bdi>{invoice.number}</bdi>
            </Typography>
          </Box>
        </Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          <bdi>{invoice.from.title}</bdi>
        </Typography>
      </Box>
      <Box sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
          <Party label={texts.from} title={invoice.from.title} lines={from} />
          <Party label={texts.client} title={invoice.client.title} lines={client} />
          <Facts invoice={invoice} language={language} />
        </Box>
        <ServiceLines invoice={invoice} language={language} layout={layout} striped />
        <Typography variant="body2" color="text.secondary">
          {texts.note}
        </Typography>
      </Box>
    </Paper>
  );
}
