import { handleOf, type ProductImage } from '@conecta/contracts/e-commerce';
import { authRoles, hasPermission } from '@conecta/contracts/roles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUserRoles } from '../../app/session/authSlice';
import { upload } from '../../app/upload';
import { ConfirmDialog } from '../../shell/dialog/ConfirmDialog';
import { applyServerErrors } from '../../shell/form/applyServerErrors';
import { FormTextField } from '../../shell/form/FormTextField';
import { useConfirmDiscard } from '../../shell/form/useConfirmDiscard';
import { loadMessageTexts } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { useProductQuery, useRemoveProductsMutation, useSaveProductMutation } from './api';
import { useShopText } from './labels';
import {
  excludedFrom,
  includedFrom,
  type ProductFormOutput,
  type ProductFormValues,
  productFormFields,
  productFormResolver,
  tabOfField,
  valuesOf,
} from './productForm';
import { StoredImage, thumbnailOf } from './StoredImage';

const newId = 'new';

/** `/apps/e-commerce/products/:productId/:productHandle?`: the product's page, or an empty one for `new`. */
export default function ProductPage() {
  const { productId = newId } = useParams();
  const text = useShopText();
  const isNew = productId === newId;
  const { data: product, isLoading, isError, error, refetch } = useProductQuery(productId, { skip: isNew });
  if (!isNew && isLoading) {
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={text.t('loading')} />
      </Box>
    );
  }
  if (!isNew && (isError || !product)) {
    const missing = readApiFailure(error).status === 404;
    return (
      <Box sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" color="text.secondary">
          {missing ? text.t('productNotFound') : text.t('loadFailed')}
        </Typography>
        {!missing && <Button onClick={() => void refetch()}>{text.t('retry')}</Button>}
        <Button component={Link} to="/apps/e-commerce/products" variant="outlined">
          {text.t('backToProducts')}
        </Button>
      </Box>
    );
  }
  // A new key per product: the form starts afresh when another product is opened.
  return <ProductForm key={product?.id ?? newId} productId={isNew ? null : productId} values={valuesOf(product)} />;
}

function ProductForm({ productId, values }: { productId: string | null; values: ProductFormValues }) {
  const text = useShopText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const roles = useAppSelector(selectUserRoles);
  const canWrite = hasPermission(authRoles.staff, roles);
  const isAdmin = hasPermission(authRoles.admin, roles);
  const [tab, setTab] = useState(0);
  const [save] = useSaveProductMutation();
  const [removeProducts, removal] = useRemoveProductsMutation();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    mode: 'onTouched',
    defaultValues: values,
    resolver: productFormResolver,
  });
  const {
    control,
    handleSubmit,
    setValue,
    getValues,
    reset,
    formState: { isDirty, isSubmitting },
  } = form;
  const discard = useConfirmDiscard(isDirty);
  const name = useWatch({ control, name: 'name' });
  const images = useWatch({ control, name: 'images' });
  const featuredImageId = useWatch({ control, name: 'featuredImageId' });
  const say = text.say;

  // The three prices agree as they are typed: the price or the rate sets the tax-included price, which sets the price back.
  const follow = (changed: 'priceTaxExcl' | 'taxRate' | 'priceTaxIncl', value: string) => {
    const now = { ...getValues(), [changed]: value };
    if (changed === 'priceTaxIncl') {
      const excluded = excludedFrom(value, now.taxRate);
      if (excluded !== undefined) setValue('priceTaxExcl', excluded, { shouldDirty: true });
    } else {
      const included = includedFrom(now.priceTaxExcl, now.taxRate);
      if (included !== undefined) setValue('priceTaxIncl', included, { shouldDirty: true, shouldValidate: true });
    }
  };

  const submit = handleSubmit(
    async (output) => {
      try {
        const saved = await save({ ...output, ...(productId ? { id: productId } : {}) }).unwrap();
        reset(valuesOf(saved));
        dispatch(showMessage({ message: text.t('saved'), variant: 'success' }));
        discard.release(() => navigate(`/apps/e-commerce/products/${saved.id}/${saved.handle}`, { replace: true }));
      } catch (caught) {
        const failure = readApiFailure(caught);
        const said = firstServerMessage(failure);
        await loadMessageTexts(...Object.values(failure.fields), ...(said ? [said] : []));
        const fields = Object.keys(failure.fields ?? {});
        if (fields[0] !== undefined) setTab(tabOfField[fields[0]] ?? 0);
        if (!applyServerErrors(form, failure, { fields: productFormFields, say })) {
          dispatch(showMessage({ message: said ? say(said) : text.t('saveFailed'), variant: 'error' }));
        }
      }
    },
    (errors) => {
      const first = productFormFields.find((field) => errors[field]);
      if (first) setTab(tabOfField[first] ?? 0);
    },
  );

  const remove = async () => {
    if (!productId) return;
    try {
      await removeProducts([productId]).unwrap();
      dispatch(showMessage({ message: text.t('removed'), variant: 'success' }));
      discard.release(() => navigate('/apps/e-commerce/products', { replace: true }));
    } catch {
      dispatch(showMessage({ message: text.t('removeFailed'), variant: 'error' }));
    } finally {
      setConfirming(false);
    }
  };

  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const addImage = async (file: File) => {
    setUploading(true);
    const sent = await upload<ProductImage>(dispatch, { url: '/api/e-commerce-app/product/images', file });
    setUploading(false);
    if (!sent.ok) {
      if (!sent.sessionEnded && !sent.aborted) {
        const said = firstServerMessage(sent.failure);
        dispatch(showMessage({ message: said ? say(said) : text.t('uploadFailed'), variant: 'error' }));
      }
      return;
    }
    const current = getValues('images');
    // Images number themselves within the product, as the spec's (`id` a number).
    const id = current.reduce((top, image) => Math.max(top, image.id), 0) + 1;
    setValue('images', [...current, { id, url: sent.data.url, type: 'image' }], { shouldDirty: true });
    if (getValues('featuredImageId') === null) setValue('featuredImageId', id, { shouldDirty: true });
  };
  const removeImage = (id: number) => {
    const rest = getValues('images').filter((image) => image.id !== id);
    setValue('images', rest, { shouldDirty: true });
    if (getValues('featuredImageId') === id) setValue('featuredImageId', rest[0]?.id ?? null, { shouldDirty: true });
  };

  const field = (
    key: keyof ProductFormValues,
    { inputMode, ...rest }: { inputMode?: 'decimal' | 'numeric' } & Record<string, unknown> = {},
  ) => ({
    id: `product-${key}`,
    name: key,
    control,
    label: text.t(`field_${key}` as never) as string,
    describeError: say,
    inputProps: { readOnly: !canWrite, inputMode, 'data-testid': `product-${key}` },
    ...rest,
  });

  const money = { startAdornment: <InputAdornment position="start">R$</InputAdornment> };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1000 }}
    >
      <Button
        component={Link}
        to="/apps/e-commerce/products"
        startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        size="small"
      >
        {text.t('backToProducts')}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, my: 2 }}>
        <StoredImage
          url={(() => {
            const image = images.find((one) => one.id === featuredImageId) ?? images[0];
            return image && thumbnailOf(image.url);
          })()}
          alt=""
          size={56}
        />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" noWrap data-testid="product-title">
            {name || text.t('newProductTitle')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {text.t('productDetail')}
          </Typography>
        </Box>
        {isAdmin && productId && (
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => setConfirming(true)}
            data-testid="product-remove"
          >
            {text.t('remove')}
          </Button>
        )}
        {canWrite && (
          <Button
            type="submit"
            variant="contained"
            loading={isSubmitting}
            disabled={!isDirty && Boolean(productId)}
            data-testid="product-save"
          >
            {text.t('save')}
          </Button>
        )}
      </Box>

      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: number) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={text.t('productDetail')}
        >
          {(['basic', 'images', 'pricing', 'inventory', 'shipping'] as const).map((key, index) => (
            <Tab
              key={key}
              label={text.t(`tab_${key}`)}
              id={`product-tab-${index}`}
              aria-controls={`product-panel-${index}`}
              data-testid={`product-tab-${key}`}
            />
          ))}
        </Tabs>
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <Panel index={0} tab={tab}>
            <FormTextField {...field('name', { required: true, autoFocus: !productId })} />
            <FormTextField {...field('handle', { helperText: text.t('hint_handle'), placeholder: handleOf(name) })} />
            <FormTextField {...field('description', { multiline: true, minRows: 4 })} />
            <TermsField
              name="categories"
              label={text.t('field_categories')}
              hint={text.t('hint_terms')}
              control={control}
              readOnly={!canWrite}
              say={say}
            />
            <TermsField
              name="tags"
              label={text.t('field_tags')}
              hint={text.t('hint_terms')}
              control={control}
              readOnly={!canWrite}
              say={say}
            />
          </Panel>
          <Panel index={1} tab={tab}>
            {canWrite && (
              <Box>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  hidden
                  data-testid="product-image-input"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void addImage(file);
                  }}
                />
                <Button
                  variant="outlined"
                  startIcon={<CloudUploadOutlinedIcon />}
                  loading={uploading}
                  loadingPosition="start"
                  onClick={() => fileInput.current?.click()}
                  data-testid="product-image-upload"
                >
                  {uploading ? text.t('uploading') : text.t('uploadImage')}
                </Button>
              </Box>
            )}
            {images.length === 0 ? (
              <Typography color="text.secondary">{text.t('noImages')}</Typography>
            ) : (
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
                data-testid="product-images"
              >
                {images.map((image, index) => {
                  const isFeatured = image.id === featuredImageId;
                  return (
                    <Box
                      component="li"
                      key={image.id}
                      sx={{
                        position: 'relative',
                        border: 2,
                        borderColor: isFeatured ? 'secondary.main' : 'transparent',
                        borderRadius: 1.5,
                        p: 0.5,
                      }}
                    >
                      <StoredImage
                        url={thumbnailOf(image.url)}
                        alt={text.t('imageAlt', { n: index + 1, name })}
                        size={128}
                      />
                      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                        {isFeatured ? (
                          <Chip size="small" color="secondary" icon={<StarIcon />} label={text.t('featured')} />
                        ) : (
                          <Tooltip title={text.t('makeFeatured', { n: index + 1 })}>
                            <IconButton
                              size="small"
                              aria-label={text.t('makeFeatured', { n: index + 1 })}
                              disabled={!canWrite}
                              onClick={() => setValue('featuredImageId', image.id, { shouldDirty: true })}
                            >
                              <StarBorderIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                        {canWrite && (
                          <Tooltip title={text.t('removeImage', { n: index + 1 })}>
                            <IconButton
                              size="small"
                              aria-label={text.t('removeImage', { n: index + 1 })}
                              onClick={() => removeImage(image.id)}
                            >
                              <DeleteOutlinedIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                      </Box>
                    </Box>
                  );
                })}
              </Box>
            )}
          </Panel>
          <Panel index={2} tab={tab}>
            <Controller
              name="priceTaxExcl"
              control={control}
              render={({ field: bound, fieldState }) => (
                <TextField
                  {...bound}
                  inputRef={bound.ref}
                  label={text.t('field_priceTaxExcl')}
                  inputMode="decimal"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ? say(fieldState.error.message) : undefined}
                  onChange={(event) => {
                    bound.onChange(event);
                    follow('priceTaxExcl', event.target.value);
                  }}
                  slotProps={{
                    input: { ...money, readOnly: !canWrite },
                    htmlInput: { 'data-testid': 'product-priceTaxExcl' },
                  }}
                />
              )}
            />
            <Controller
              name="taxRate"
              control={control}
              render={({ field: bound, fieldState }) => (
                <TextField
                  {...bound}
                  inputRef={bound.ref}
                  label={text.t('field_taxRate')}
                  inputMode="decimal"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ? say(fieldState.error.message) : undefined}
                  onChange={(event) => {
                    bound.onChange(event);
                    follow('taxRate', event.target.value);
                  }}
                  slotProps={{
                    input: { endAdornment: <InputAdornment position="end">%</InputAdornment>, readOnly: !canWrite },
                    htmlInput: { 'data-testid': 'product-taxRate' },
                  }}
                />
              )}
            />
            <Controller
              name="priceTaxIncl"
              control={control}
              render={({ field: bound, fieldState }) => (
                <TextField
                  {...bound}
                  inputRef={bound.ref}
                  label={text.t('field_priceTaxIncl')}
                  inputMode="decimal"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ? say(fieldState.error.message) : undefined}
                  onChange={(event) => {
                    bound.onChange(event);
                    follow('priceTaxIncl', event.target.value);
                  }}
                  slotProps={{
                    input: { ...money, readOnly: !canWrite },
                    htmlInput: { 'data-testid': 'product-priceTaxIncl' },
                  }}
                />
              )}
            />
            <FormTextField
              {...field('comparedPrice', { inputMode: 'decimal', helperText: text.t('hint_comparedPrice') })}
            />
          </Panel>
          <Panel index={3} tab={tab}>
            <FormTextField {...field('sku')} />
            <FormTextField {...field('quantity', { inputMode: 'numeric' })} />
            <Controller
              name="active"
              control={control}
              render={({ field: bound }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={bound.value}
                      onChange={(event) => bound.onChange(event.target.checked)}
                      disabled={!canWrite}
                    />
                  }
                  label={text.t('field_active')}
                />
              )}
            />
          </Panel>
          <Panel index={4} tab={tab}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
              <FormTextField {...field('width', { helperText: text.t('hint_measure') })} />
              <FormTextField {...field('height')} />
              <FormTextField {...field('depth')} />
            </Box>
            <FormTextField {...field('weight', { helperText: text.t('hint_measure') })} />
            <FormTextField {...field('extraShippingFee', { inputMode: 'decimal' })} />
          </Panel>
        </Box>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={text.t('removeTitle')}
        message={text.t('removeProductConfirm', { name: values.name })}
        confirmLabel={text.t('remove')}
        cancelLabel={text.t('cancel')}
        destructive
        busy={removal.isLoading}
        confirmTestId="product-remove-confirm"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}

function Panel({ index, tab, children }: { index: number; tab: number; children: ReactNode }) {
  return (
    <Box
      role="tabpanel"
      hidden={tab !== index}
      id={`product-panel-${index}`}
      aria-labelledby={`product-tab-${index}`}
      sx={{ display: tab === index ? 'flex' : 'none', flexDirection: 'column', gap: 2 }}
    >
      {children}
    </Box>
  );
}

/** Categories or tags: typed and added with Enter, shown as chips. */
function TermsField({
  name,
  label,
  hint,
  control,
  readOnly,
  say,
}: {
  name: 'categories' | 'tags';
  label: string;
  hint: string;
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  readOnly: boolean;
  say: (message: string) => string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: bound, fieldState }) => (
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          options={[]}
          value={bound.value}
          readOnly={readOnly}
          onChange={(_event, next) => bound.onChange([...new Set(next.map((term) => term.trim()).filter(Boolean))])}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ? say(fieldState.error.message) : hint}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps?.htmlInput, 'data-testid': `product-${name}` },
              }}
            />
          )}
        />
      )}
    />
  );
}
