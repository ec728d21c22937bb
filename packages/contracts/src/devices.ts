import * as z from 'zod/mini';
import { isoDateTime } from './dates';
import { messageParamsSchema } from './errors';
import { keysetPageSchema, keysetQueryFields, pageOffsetField, quickSearchSchema } from './list';
import { defineMessages, validationMessages } from './messages';

/** Every kind of equipment the company manages. */
export const deviceKinds = ['handset', 'tablet', 'router', 'hotspot', 'iot-module'] as const;
export type DeviceKind = (typeof deviceKinds)[number];

export const deviceNetworks = ['4G', '5G', 'NB-IoT', 'LTE-M'] as const;
export type DeviceNetwork = (typeof deviceNetworks)[number];

export const deviceStatuses = ['in-stock', 'active', 'suspended', 'lost', 'stolen', 'retired'] as const;
export type DeviceStatus = (typeof deviceStatuses)[number];

/** The 27 federative units of Brazil. */
export const brazilianStates = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // biome-ignore format: one line per row of the table reads better
export type BrazilianState = (typeof brazilianStates)[number];

/**
 * The one wording of every device validation message: the form shows it, the API answers with it,
 * and the web translates it by this English text.
 */
export const deviceMessages = defineMessages('device', {
  imei: 'IMEI must be 15 digits with a valid check digit',
  imeiTaken: 'Another device already has this IMEI',
  serialNumber: 'Serial number is required (up to 64 characters)',
  kind: 'Choose a kind: handset, tablet, router, hotspot or IoT module',
  manufacturer: 'Manufacturer is required (up to 64 characters)',
  model: 'Model is required (up to 64 characters)',
  os: 'Operating system or firmware can have up to 64 characters',
  osVersion: 'Version can have up to 32 characters',
  msisdn: 'Line must be an E.164 number, such as +55 11 91234-5678',
  msisdnTaken: 'Another device already uses this line',
  iccid: 'ICCID must be 19 or 20 digits with a valid check digit',
  iccidTaken: 'Another device already has this SIM (ICCID)',
  imsi: 'IMSI must be 15 digits',
  plan: 'Plan can have up to 64 characters',
  network: 'Choose a network: 4G, 5G, NB-IoT or LTE-M',
  status: 'Choose a status: in stock, active, suspended, lost, stolen or retired',
  owner: 'No account has this id',
  ownerEmail: 'No account has this email',
  city: 'City can have up to 80 characters',
  state: 'State must be a Brazilian UF, such as SP',
  lastSeenAt: 'Last seen must be a date and time (ISO 8601)',
  notes: 'Notes can have up to 2000 characters',
  notFound: 'No device has this id',
});

/** Luhn (mod 10) check over a string of digits, as used by IMEI and ICCID check digits. */
export function hasValidLuhnCheckDigit(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digit that makes `body + digit` pass the Luhn check (sample data and tests generate with it). */
export function luhnCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit++) if (hasValidLuhnCheckDigit(body + digit)) return String(digit);
  throw new Error('unreachable');
}

/** Strips the spaces, dashes, dots and brackets people type in phone numbers: '+55 11 91234-5678' → '+5511912345678'. */
export function normalizeMsisdn(value: string): string {
  return value.replace(/[\s\-.()]/g, '');
}

/** '+5511912345678' → '+55 11 91234-5678' for Brazilian lines; other numbers are shown as stored. */
export function formatMsisdn(value: string): string {
  const match = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(value);
  return match ? `+55 ${match[1]} ${match[2]}-${match[3]}` : value;
}

const text = (maximum: number, message: string) => z.string().check(z.trim(), z.maxLength(maximum, message));
const requiredText = (maximum: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(maximum, message));
/** An optional identifier: empty text and null both mean "not set". */
const optionalId = <T extends z.ZodMiniType<string | null, string>>(schema: T) =>
  z.pipe(
    z.pipe(
      z.nullish(z.string()),
      z.transform((value) => (value == null || value.trim() === '' ? null : value.trim())),
    ),
    z.nullable(schema),
  );

export const imeiSchema = z.string().check(
  z.trim(),
  z.refine((value) => /^\d{15}$/.test(value) && hasValidLuhnCheckDigit(value), deviceMessages.imei),
);
export const iccidSchema = z.string().check(
  z.trim(),
  z.refine((value) => /^\d{19,20}$/.test(value) && hasValidLuhnCheckDigit(value), deviceMessages.iccid),
);
export const msisdnSchema = z
  .string()
  .check(z.overwrite(normalizeMsisdn), z.regex(/^\+[1-9]\d{7,14}$/, deviceMessages.msisdn));

/** Every field a person enters, without defaults: a partial update must leave unnamed fields alone. */
const deviceFields = {
  imei: imeiSchema,
  serialNumber: requiredText(64, deviceMessages.serialNumber),
  kind: z.enum(deviceKinds, deviceMessages.kind),
  manufacturer: requiredText(64, deviceMessages.manufacturer),
  model: requiredText(64, deviceMessages.model),
  os: text(64, deviceMessages.os),
  osVersion: text(32, deviceMessages.osVersion),
  msisdn: optionalId(msisdnSchema),
  iccid: optionalId(iccidSchema),
  imsi: optionalId(z.string().check(z.regex(/^\d{15}$/, deviceMessages.imsi))),
  plan: text(64, deviceMessages.plan),
  network: z.enum(deviceNetworks, deviceMessages.network),
  status: z.enum(deviceStatuses, deviceMessages.status),
  ownerId: optionalId(z.uuid(deviceMessages.owner)),
  city: text(80, deviceMessages.city),
  state: z.pipe(
    z.pipe(
      z.nullish(z.string()),
      z.transform((value) => (value == null || value.trim() === '' ? null : value.trim().toUpperCase())),
    ),
    z.nullable(z.enum(brazilianStates, deviceMessages.state)),
  ),
  lastSeenAt: z.optional(z.nullable(isoDateTime(deviceMessages.lastSeenAt))),
  notes: text(2000, deviceMessages.notes),
};

/** What a person enters for a device (create, import); the server adds id and timestamps. */
export const deviceInputSchema = z
  .object({
    ...deviceFields,
    os: z._default(deviceFields.os, ''),
    osVersion: z._default(deviceFields.osVersion, ''),
    plan: z._default(deviceFields.plan, ''),
    status: z._default(deviceFields.status, 'in-stock'),
    city: z._default(deviceFields.city, ''),
    notes: z._default(deviceFields.notes, ''),
  })
  .register(z.globalRegistry, { id: 'NewDevice' });
export type DeviceInput = z.input<typeof deviceInputSchema>;
export type ValidDeviceInput = z.output<typeof deviceInputSchema>;

/** `PATCH /api/devices/{id}`: any subset of the fields; what is left out stays as it is. */
export const deviceUpdateSchema = z.partial(z.object(deviceFields)).register(z.globalRegistry, { id: 'DeviceChanges' });
export type DeviceUpdate = z.input<typeof deviceUpdateSchema>;

export const deviceOwnerSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  photoURL: z.string(),
});
export type DeviceOwner = z.infer<typeof deviceOwnerSchema>;

export const deviceSchema = z
  .object({
    id: z.string(),
    imei: z.string(),
    serialNumber: z.string(),
    kind: z.enum(deviceKinds),
    manufacturer: z.string(),
    model: z.string(),
    os: z.string(),
    osVersion: z.string(),
    /** E.164 without spaces; `formatMsisdn` shows it. */
    msisdn: z.nullable(z.string()),
    iccid: z.nullable(z.string()),
    imsi: z.nullable(z.string()),
    plan: z.string(),
    network: z.enum(deviceNetworks),
    status: z.enum(deviceStatuses),
    ownerId: z.nullable(z.string()),
    owner: z.nullable(deviceOwnerSchema),
    city: z.string(),
    state: z.nullable(z.enum(brazilianStates)),
    lastSeenAt: z.nullable(z.string()),
    notes: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Device' });
export type Device = z.infer<typeof deviceSchema>;

/** Every column the list sorts by; `owner` sorts by the owner's display name. */
export const deviceSortFields = [
  'imei', 'serialNumber', 'kind', 'manufacturer', 'model', 'os', 'osVersion', 'msisdn', 'iccid', 'imsi',
  'plan', 'network', 'status', 'owner', 'city', 'state', 'lastSeenAt', 'createdAt', 'updatedAt',
] as const; // biome-ignore format: a table of names
export type DeviceSortField = (typeof deviceSortFields)[number];

/**
 * The filters of the device list, shared by the page, the CSV export and the bulk actions.
 * Multi-valued filters are comma-separated (`status=active,suspended`).
 */
/** `a,b,c` in a query string → ['a', 'b', 'c'], each checked by `item`. */
const listFilter = <T extends z.ZodMiniType<string, string>>(item: T) =>
  z.optional(z.pipe(z.pipe(z.string(), z.transform(splitList)), z.array(item)));

export const deviceFilterSchema = z.object({
  status: listFilter(z.enum(deviceStatuses, deviceMessages.status)),
  kind: listFilter(z.enum(deviceKinds, deviceMessages.kind)),
  network: listFilter(z.enum(deviceNetworks, deviceMessages.network)),
  state: listFilter(z.enum(brazilianStates, deviceMessages.state)),
  manufacturer: listFilter(z.string().check(z.maxLength(64, deviceMessages.manufacturer))),
  /** Exact city names (the analytics dashboard's top cities link here). */
  city: listFilter(z.string().check(z.maxLength(80, deviceMessages.city))),
  /** An account id, or `none` for devices nobody owns. */
  owner: z.optional(z.union([z.literal('none'), z.uuid(deviceMessages.owner)])),
  /** Quick search: IMEI, MSISDN or ICCID prefix (digits), or part of the model or the owner's name. */
  q: quickSearchSchema,
});
export type DeviceFilter = z.output<typeof deviceFilterSchema>;

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * `GET /api/devices`: the filters with keyset pagination (see `list.ts`).
 */
export const deviceListQuerySchema = z.extend(deviceFilterSchema, {
  ...keysetQueryFields(deviceSortFields, { sort: 'updatedAt', order: 'desc' }),
  ...pageOffsetField,
});
export type DeviceListQuery = z.output<typeof deviceListQuerySchema>;

export const deviceListSchema = keysetPageSchema(deviceSchema).register(z.globalRegistry, { id: 'DeviceList' });
export type DeviceList = z.infer<typeof deviceListSchema>;

/** Most ids one bulk request may name. */
export const bulkLimit = 1000;
const deviceIds = z
  .array(z.uuid(validationMessages.deviceIds))
  .check(z.minLength(1, validationMessages.selectOne), z.maxLength(bulkLimit, validationMessages.selectAtMost));

/**
 * Which devices a bulk action takes: the `ids` chosen (up to `bulkLimit`), or every device that
 * matches `filter` when the action is applied (the list's "select all N", however many there are).
 * The filter is the list's, written as in its query string (`{ "status": "active,lost", "q": "moto" }`);
 * `{}` is the whole fleet. Exactly one of the two.
 */
const bulkTarget = {
  ids: z.optional(deviceIds),
  filter: z.optional(deviceFilterSchema),
};
/** Exactly one of `ids` and `filter`. */
const oneTarget = <T extends { ids?: unknown; filter?: unknown }>() =>
  z.refine<T>((body) => (body.ids === undefined) !== (body.filter === undefined), {
    path: ['ids'],
    message: validationMessages.selectOne,
  });

export const bulkStatusSchema = z
  .object({ ...bulkTarget, status: z.enum(deviceStatuses, deviceMessages.status) })
  .check(oneTarget())
  .register(z.globalRegistry, { id: 'BulkStatus' });
export const bulkOwnerSchema = z
  .object({ ...bulkTarget, ownerId: z.nullable(z.uuid(deviceMessages.owner)) })
  .check(oneTarget())
  .register(z.globalRegistry, { id: 'BulkOwner' });
export const bulkDeleteSchema = z
  .object(bulkTarget)
  .check(oneTarget())
  .register(z.globalRegistry, { id: 'BulkDelete' });
/** What the browser sends (the filter as in the list's query string). */
export type BulkStatusRequest = z.input<typeof bulkStatusSchema>;
export type BulkOwnerRequest = z.input<typeof bulkOwnerSchema>;
export type BulkDeleteRequest = z.input<typeof bulkDeleteSchema>;

/** How many devices a bulk action changed (ids that did not exist or already matched are not counted). */
export const bulkResultSchema = z
  .object({ changed: z.number().check(z.int()) })
  .register(z.globalRegistry, { id: 'BulkResult' });
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** The CSV columns of export and import, in order. Import ignores id, ownerName, createdAt and updatedAt. */
export const deviceCsvColumns = [
  'id', 'imei', 'serialNumber', 'kind', 'manufacturer', 'model', 'os', 'osVersion', 'msisdn', 'iccid', 'imsi',
  'plan', 'network', 'status', 'ownerEmail', 'ownerName', 'city', 'state', 'lastSeenAt', 'notes', 'createdAt', 'updatedAt',
] as const; // biome-ignore format: a table of names

/** One bad cell of an import: row 1 is the first data row after the header. */
export const importProblemSchema = z.object({
  row: z.number(),
  field: z.string(),
  message: z.string(),
  /** The stable code of `message`, so a screen can say it in its own language; with the values it carries. */
  code: z.optional(z.string()),
  params: z.optional(messageParamsSchema),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importResultSchema = z
  .object({ imported: z.number().check(z.int()) })
  .register(z.globalRegistry, { id: 'ImportResult' });
/** 400 answer of an import with bad rows: nothing was imported. */
export const importRejectedSchema = z
  .object({
    message: z.string(),
    code: z.optional(z.string()),
    params: z.optional(messageParamsSchema),
    problems: z.array(importProblemSchema),
  })
  .register(z.globalRegistry, { id: 'ImportRejected' });
export type ImportRejected = z.infer<typeof importRejectedSchema>;

/** Most data rows one import may carry. */
export const importRowLimit = 200_000;

/** `GET /api/devices/owner-options`: accounts a device can be assigned to, found by name or email (any signed-in user). */
export const ownerOptionsQuerySchema = z.object({
  q: quickSearchSchema,
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
});
export const ownerOptionsSchema = z
  .object({ items: z.array(deviceOwnerSchema) })
  .register(z.globalRegistry, { id: 'OwnerOptions' });
export type OwnerOptions = z.infer<typeof ownerOptionsSchema>;
