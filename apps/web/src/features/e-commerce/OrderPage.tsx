import { canChangeOrderStatus, type Order, orderInvoice, orderStatuses } from '@conecta/contracts/e-commerce';
import { type InvoiceLanguage, invoiceLanguages } from '@conecta/contracts/invoices';
import { authRoles, hasPermission } from '@conecta/contracts/roles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import GlobalStyles from '@mui/material/GlobalStyles';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUserRoles } from '../../app/session/authSlice';
import { downloadFile } from '../../shell/files/downloadFile';
import { loadMessageTexts } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { useChangeOrderStatusMutation, useOrderQuery } from './api';
import { type ShopText, useShopText } from './labels';
import { StatusChip } from './StatusChip';
import { StoredImage, thumbnailOf } from './StoredImage';

/** `/apps/e-commerce/orders/:orderId`: the order's details, its products and its printable invoice. */
export default function OrderPage() {
  const { orderId = '' } = useParams();
  const text = useShopText();
  const { data: order, isLoading, isError, error, refetch } = useOrderQuery(orderId);
  const [tab, setTab] = useState(0);
  if (isLoading) {
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={text.t('loading')} />
      </Box>
    );
  }
  if (isError || !order) {
    const missing = readApiFailure(error).status === 404;
    return (
      <Box sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" color="text.secondary">
          {missing ? text.t('orderNotFound') : text.t('loadFailed')}
        </Typography>
        {!missing && <Button onClick={() => void refetch()}>{text.t('retry')}</Button>}
        <Button component={Link} to="/apps/e-commerce/orders" variant="outlined">
          {text.t('backToOrders')}
        </Button>
      </Box>
    );
  }
  const tabs = ['details', 'products', 'invoice'] as const;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
      <Box className="order-chrome">
        <Button
          component={Link}
          to="/apps/e-commerce/orders"
          startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          size="small"
        >
          {text.t('backToOrders')}
        </Button>
        <Box sx={{ my: 2 }}>
          <Typography variant="h5" component="h1" data-testid="order-title">
            {text.t('orderTitle', { reference: order.reference })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text.t('orderFrom', { name: `${order.customer.firstName} ${order.customer.lastName}` })}
          </Typography>
        </Box>
        <Tabs
          value={tab}
          onChange={(_event, next: number) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={text.t('orderTitle', { reference: order.reference })}
        >
          {tabs.map((key, index) => (
            <Tab
              key={key}
              label={text.t(`tab_${key}`)}
              id={`order-tab-${index}`}
              aria-controls={`order-panel-${index}`}
              data-testid={`order-tab-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`order-panel-${tab}`} aria-labelledby={`order-tab-${tab}`} sx={{ pt: 3 }}>
        {tab === 0 && <Details order={order} text={text} />}
        {tab === 1 && <Lines order={order} text={text} />}
        {tab === 2 && <Invoice order={order} text={text} />}
      </Box>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function SimpleTable({ head, rows, testId }: { head: string[]; rows: ReactNode[][]; testId?: string }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell}>{cell}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed document, never reordered
            <TableRow key={index}>
              {row.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns of the head
                <TableCell key={column}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Details({ order, text }: { order: Order; text: ShopText }) {
  const { customer } = order;
  const roles = useAppSelector(selectUserRoles);
  const canWrite = hasPermission(authRoles.staff, roles);
  return (
    <>
      <Section title={text.t('customer')}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Avatar src={customer.avatar || undefined} alt="">
            {customer.firstName[0]}
            {customer.lastName[0]}
          </Avatar>
          <Box>
            <Typography sx={{ fontWeight: 600 }} data-testid="order-customer">
              {customer.firstName} {customer.lastName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[customer.jobTitle, customer.company].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
        <SimpleTable
          head={[text.t('email'), text.t('phone'), text.t('company')]}
          rows={[[customer.email, <bdi key="phone">{customer.phone}</bdi>, customer.company]]}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 2 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {text.t('invoiceAddress')}
            </Typography>
            <Typography variant="body2">{customer.invoiceAddress.address}</Typography>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {text.t('shippingAddress')}
            </Typography>
            <Typography variant="body2">{customer.shippingAddress.address}</Typography>
          </Paper>
        </Box>
      </Section>
      <Section title={text.t('orderStatus')}>
        {canWrite && <AddStatus order={order} text={text} />}
        <SimpleTable
          testId="order-status-history"
          head={[text.t('col_status'), text.t('date')]}
          rows={order.status.map((entry) => [
            <StatusChip key="chip" id={entry.id} text={text} />,
            text.date(entry.date),
          ])}
        />
      </Section>
      <Section title={text.t('payment')}>
        <SimpleTable
          head={[text.t('transactionId'), text.t('paymentMethod'), text.t('amount'), text.t('date')]}
          rows={[
            [
              order.payment.transactionId,
              order.payment.method,
              text.money(order.payment.amount),
              text.date(order.payment.date),
            ],
          ]}
        />
      </Section>
      <Section title={text.t('shipping')}>
        <SimpleTable
          head={[text.t('tracking'), text.t('carrier'), text.t('weight'), text.t('fee'), text.t('date')]}
          rows={order.shippingDetails.map((shipping) => [
            shipping.tracking || '—',
            shipping.carrier,
            shipping.weight,
            text.money(shipping.fee),
            text.date(shipping.date),
          ])}
        />
      </Section>
    </>
  );
}

/** Staff add a status: only the changes the server allows from the current one are offered. */
function AddStatus({ order, text }: { order: Order; text: ShopText }) {
  const dispatch = useAppDispatch();
  const [change, { isLoading }] = useChangeOrderStatusMutation();
  const current = order.status[0]?.id ?? 0;
  const allowed = orderStatuses.filter((status) => canChangeOrderStatus(current, status.id));
  const [chosen, setChosen] = useState<number | ''>('');
  const labelId = useId();
  if (allowed.length === 0) return null;
  const add = async () => {
    if (chosen === '') return;
    try {
      await change({ orderId: order.id, statusId: chosen }).unwrap();
      setChosen('');
      dispatch(
        showMessage({ message: text.t('statusAdded', { status: text.statusName(chosen) }), variant: 'success' }),
      );
    } catch (caught) {
      const said = firstServerMessage(readApiFailure(caught));
      if (said) await loadMessageTexts(said);
      dispatch(showMessage({ message: said ? text.say(said) : text.t('statusFailed'), variant: 'error' }));
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <FormControl size="small" sx={{ minWidth: 260 }}>
        <InputLabel id={labelId}>{text.t('newStatus')}</InputLabel>
        <Select<number | ''>
          labelId={labelId}
          label={text.t('newStatus')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value === '' ? '' : Number(event.target.value))}
          SelectDisplayProps={{ 'data-testid': 'order-new-status' } as object}
        >
          {allowed.map((status) => (
            <MenuItem key={status.id} value={status.id}>
              {text.statusName(status.id)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button
        variant="contained"
        disabled={chosen === ''}
        loading={isLoading}
        onClick={() => void add()}
        data-testid="order-add-status"
      >
        {text.t('addStatus')}
      </Button>
    </Box>
  );
}

function Lines({ order, text }: { order: Order; text: ShopText }) {
  return (
    <SimpleTable
      testId="order-lines"
      head={[
        text.t('line_image'),
        text.t('line_name'),
        text.t('line_price'),
        text.t('line_quantity'),
        text.t('line_total'),
      ]}
      rows={order.products.map((line) => [
        <StoredImage key="image" url={line.image ? thumbnailOf(line.image) : undefined} alt={line.name} size={40} />,
        <Link key="name" to={`/apps/e-commerce/products/${line.id}`}>
          {line.name}
        </Link>,
        text.money(line.price),
        text.number(line.quantity),
        text.money(line.total),
      ])}
    />
  );
}

/** Printing shows the invoice alone: the console around it is hidden by the print stylesheet. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.order-invoice, .order-invoice *': { visibility: 'visible' },
        '.order-invoice': {
          position: 'absolute',
          insetInlineStart: 0,
          top: 0,
          width: '100%',
          boxShadow: 'none',
          border: 0,
        },
        '.order-invoice-actions': { display: 'none' },
        '@page': { margin: '15mm' },
      },
    }}
  />
);

function Invoice({ order, text }: { order: Order; text: ShopText }) {
  const { customer } = order;
  const dispatch = useAppDispatch();
  const [downloading, setDownloading] = useState(false);
  // The figures the server's PDF prints too: one function for both.
  const invoice = orderInvoice(order);
  const figure = (label: string, value: string, strong = false) => (
    <TableRow>
      <TableCell colSpan={3} align="right" sx={{ border: 0, fontWeight: strong ? 700 : 400 }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ border: 0, fontWeight: strong ? 700 : 400 }} data-testid={`invoice-${label}`}>
        {value}
      </TableCell>
    </TableRow>
  );
  const download = async () => {
    setDownloading(true);
    const lang: InvoiceLanguage = (invoiceLanguages as readonly string[]).includes(text.language)
      ? (text.language as InvoiceLanguage)
      : 'pt-BR';
    try {
      await downloadFile(
        '/e-commerce-app/order/invoice.pdf',
        { orderId: order.id, lang },
        `order-${order.reference}.pdf`,
      );
    } catch {
      dispatch(showMessage({ message: text.t('downloadFailed'), variant: 'error' }));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      {printStyles}
      <Box className="order-invoice-actions" sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<PrintOutlinedIcon />}
          onClick={() => window.print()}
          data-testid="order-print"
        >
          {text.t('print')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          disabled={downloading}
          data-testid="order-invoice-pdf"
        >
          {text.t('downloadPdf')}
        </Button>
      </Box>
      <Paper variant="outlined" className="order-invoice" sx={{ p: { xs: 2, sm: 5 } }} data-testid="order-invoice">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 3, mb: 4 }}>
          <Box>
            <Typography variant="h4" component="h2">
              {text.t('invoice')}
            </Typography>
            <Typography color="text.secondary">#{order.reference}</Typography>
            <Typography variant="body2">
              {text.t('invoiceDate')}: {text.date(order.date)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2">{text.t('billTo')}</Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {customer.firstName} {customer.lastName}
            </Typography>
            {customer.company && <Typography variant="body2">{customer.company}</Typography>}
            <Typography variant="body2">{customer.invoiceAddress.address}</Typography>
            <Typography variant="body2">{customer.email}</Typography>
            <Typography variant="body2">
              <bdi>{customer.phone}</bdi>
            </Typography>
          </Box>
        </Box>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{text.t('line_name')}</TableCell>
              <TableCell align="right">{text.t('line_price')}</TableCell>
              <TableCell align="right">{text.t('line_quantity')}</TableCell>
              <TableCell align="right">{text.t('line_total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.services.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{line.title}</TableCell>
                <TableCell align="right">{text.money(line.unitPrice)}</TableCell>
                <TableCell align="right">{text.number(Number(line.quantity))}</TableCell>
                <TableCell align="right">{text.money(line.total)}</TableCell>
              </TableRow>
            ))}
            {figure(text.t('subtotal'), text.money(invoice.subtotal))}
            {figure(text.t('tax'), text.money(invoice.tax))}
            {figure(text.t('discount'), text.money(invoice.discount))}
            {figure(text.t('total'), text.money(invoice.total), true)}
          </TableBody>
        </Table>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          {text.t('thanks')}
        </Typography>
      </Paper>
    </>
  );
}
