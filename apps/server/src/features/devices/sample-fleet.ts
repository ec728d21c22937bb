import type { BrazilianState, DeviceKind, DeviceNetwork, DeviceStatus } from '@conecta/contracts';
import type { NewDeviceRow } from './table';

/**
 * A realistic, deterministic fleet for the sample data, `seed:devices` and the benchmark.
 *
 * Every row is a pure function of (seed, index): generating rows 0–999 and then 1,000–1,999 gives the
 * same rows as generating 0–1,999 at once, so seeding can run in chunks. The identifiers that must be
 * unique (IMEI, ICCID, MSISDN) and the serial number are derived from the index through bijections, so
 * two rows with different indexes never collide, whatever the seed. `startIndex` therefore lets a later
 * run add devices without colliding with the ones an earlier run made.
 */
export interface FleetOptions {
  count: number;
  seed: number;
  owners: readonly { id: string; displayName: string }[];
  /** Index of the first generated row (default 0): pick one past the rows already in the database. */
  startIndex?: number;
  /** The moment "now" for timestamps (default: the current time); fix it to get identical rows. */
  now?: Date;
}

/** Rows that can be generated without any identifier repeating (the MSISDN space is the smallest). */
export const fleetCapacity = 40_000_000;

export function generateFleet(options: FleetOptions): NewDeviceRow[] {
  const startIndex = options.startIndex ?? 0;
  if (!Number.isInteger(startIndex) || startIndex < 0) throw new RangeError('startIndex must be a whole number ≥ 0');
  if (startIndex + options.count > fleetCapacity)
    throw new RangeError(`The generator makes unique devices for indexes below ${fleetCapacity}`);
  const now = (options.now ?? new Date()).getTime();
  const rows: NewDeviceRow[] = new Array(options.count);
  for (let offset = 0; offset < options.count; offset++) {
    rows[offset] = generateDevice(options.seed, startIndex + offset, now, options.owners);
  }
  return rows;
}

// ——— randomness ———

/** mulberry32: a tiny, fast 32-bit generator, plenty for sample data. */
function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes seed and row index into one well-spread 32-bit state (a murmur3-style finalizer). */
function rowState(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index, 0x9e3779b1) ^ Math.imul(Math.floor(index / 4294967296), 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

type Weighted<T> = readonly (readonly [T, number])[];

/** Running totals of each weighted table, computed once: a pick is then one draw and a short scan. */
const runningTotals = new WeakMap<Weighted<unknown>, number[]>();

/** Picks from a weighted table with one uniform draw. */
function pick<T>(table: Weighted<T>, draw: number): T {
  let totals = runningTotals.get(table);
  if (!totals) {
    let sum = 0;
    totals = table.map(([, weight]) => (sum += weight));
    runningTotals.set(table, totals);
  }
  const point = draw * (totals.at(-1) as number);
  let position = 0;
  while (position < totals.length - 1 && point >= (totals[position] as number)) position++;
  return (table[position] as readonly [T, number])[0];
}

function pickOne<T>(items: readonly T[], draw: number): T {
  return items[Math.min(items.length - 1, Math.floor(draw * items.length))] as T;
}

// ——— identifiers ———

/** The Luhn check digit of a string of digits. */
function luhn(body: string): string {
  let sum = 0;
  for (let position = 0; position < body.length; position++) {
    let digit = body.charCodeAt(body.length - 1 - position) - 48;
    // The check digit will sit to the right, so the rightmost body digit is the one doubled.
    if (position % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * Bijections of 0…999,999 (an affine map with a multiplier coprime to 10): consecutive indexes get
 * unrelated-looking numbers, and distinct indexes never share one.
 */
const scrambleImei = (low: number) => (low * 738_241 + 271_829) % 1_000_000;
const scrambleIccid = (low: number) => (low * 409_153 + 58_211) % 1_000_000;
const scrambleImsi = (low: number) => (low * 602_951 + 917_003) % 1_000_000;
/** 738,241 × 695,361 ≡ 1 (mod 10⁶): undoes `scrambleImei`. */
const unscrambleImei = (value: number) => (((value - 271_829 + 1_000_000) % 1_000_000) * 695_361) % 1_000_000;

/** Line numbers 9 6000-0000 … 9 9999-9999: a bijection of 0…39,999,999 (multiplier coprime to 2⁹·5⁷). */
const lineNumber = (index: number) => 60_000_000 + ((index * 7_654_321 + 1_234_567) % 40_000_000);

const base36Digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Seven upper-case base-36 characters from a 32-bit bijection of the index. */
function serialCode(index: number): string {
  let value = Math.imul(index ^ 0x5bd1e995, 0x2c1b3c6d) >>> 0;
  let code = '';
  for (let position = 0; position < 7; position++) {
    code = base36Digits[value % 36] + code;
    value = Math.floor(value / 36);
  }
  return code;
}

// ——— catalog ———

interface ModelSpec {
  kind: DeviceKind;
  manufacturer: string;
  model: string;
  /** First six digits of the model's TACs; the last two digits number blocks of a million devices. */
  tac: string;
  os: string;
  versions: readonly string[];
  networks: Weighted<DeviceNetwork>;
  weight: number;
}

const fiveG: Weighted<DeviceNetwork> = [
  ['5G', 65],
  ['4G', 35],
];
const fourG: Weighted<DeviceNetwork> = [['4G', 1]];
const lowPower: Weighted<DeviceNetwork> = [
  ['LTE-M', 55],
  ['NB-IoT', 45],
];
const android = (...versions: string[]) => ({ os: 'Android', versions });
const firmware = (...versions: string[]) => ({ os: 'Firmware', versions });
const ios = ['17.5.1', '17.6.1', '18.1', '18.3.2', '18.5'];
const ipados = ['17.6', '18.1', '18.3', '18.5'];

// biome-ignore format: a catalog reads best one model per line
const catalog: readonly ModelSpec[] = [
  { kind: 'handset', manufacturer: 'Samsung', model: 'Galaxy A54 5G', tac: '350417', ...android('13', '14', '15'), networks: fiveG, weight: 14 },
  { kind: 'handset', manufacturer: 'Samsung', model: 'Galaxy A15', tac: '352386', ...android('14', '15'), networks: fourG, weight: 10 },
  { kind: 'handset', manufacturer: 'Samsung', model: 'Galaxy S23', tac: '351543', ...android('14', '15'), networks: fiveG, weight: 6 },
  { kind: 'handset', manufacturer: 'Samsung', model: 'Galaxy S24', tac: '356728', ...android('14', '15'), networks: fiveG, weight: 4 },
  { kind: 'handset', manufacturer: 'Motorola', model: 'moto g84 5G', tac: '359813', ...android('13', '14'), networks: fiveG, weight: 10 },
  { kind: 'handset', manufacturer: 'Motorola', model: 'moto g54 5G', tac: '358170', ...android('13', '14'), networks: fiveG, weight: 8 },
  { kind: 'handset', manufacturer: 'Motorola', model: 'moto e13', tac: '354052', ...android('13'), networks: fourG, weight: 5 },
  { kind: 'handset', manufacturer: 'Apple', model: 'iPhone 13', tac: '353091', os: 'iOS', versions: ios, networks: fiveG, weight: 5 },
  { kind: 'handset', manufacturer: 'Apple', model: 'iPhone 14', tac: '356346', os: 'iOS', versions: ios, networks: fiveG, weight: 6 },
  { kind: 'handset', manufacturer: 'Apple', model: 'iPhone 15', tac: '357210', os: 'iOS', versions: ios.slice(1), networks: fiveG, weight: 5 },
  { kind: 'handset', manufacturer: 'Xiaomi', model: 'Redmi Note 13', tac: '862145', ...android('13', '14'), networks: fourG, weight: 7 },
  { kind: 'handset', manufacturer: 'Xiaomi', model: 'Redmi 13C', tac: '864920', ...android('13', '14'), networks: fourG, weight: 4 },
  { kind: 'handset', manufacturer: 'Xiaomi', model: 'Poco X6 5G', tac: '867391', ...android('14'), networks: fiveG, weight: 2 },
  { kind: 'tablet', manufacturer: 'Samsung', model: 'Galaxy Tab A9', tac: '355781', ...android('13', '14'), networks: fourG, weight: 6 },
  { kind: 'tablet', manufacturer: 'Samsung', model: 'Galaxy Tab S9 FE 5G', tac: '354602', ...android('14'), networks: fiveG, weight: 3 },
  { kind: 'tablet', manufacturer: 'Apple', model: 'iPad (10th generation)', tac: '353870', os: 'iPadOS', versions: ipados, networks: fiveG, weight: 4 },
  { kind: 'tablet', manufacturer: 'Lenovo', model: 'Tab M10 (3rd Gen)', tac: '861753', ...android('11', '12'), networks: fourG, weight: 3 },
  { kind: 'router', manufacturer: 'Huawei', model: 'B311 4G Router', tac: '866532', ...firmware('10.0.2.1', '10.0.5.1'), networks: fourG, weight: 5 },
  { kind: 'router', manufacturer: 'Huawei', model: 'B535 4G Router', tac: '867954', ...firmware('11.0.2.4', '11.0.3.5'), networks: fourG, weight: 3 },
  { kind: 'router', manufacturer: 'Huawei', model: '5G CPE Pro 2', tac: '868215', ...firmware('11.0.2.5', '11.0.5.2'), networks: fiveG, weight: 2 },
  { kind: 'router', manufacturer: 'ZTE', model: 'MF286D', tac: '864137', ...firmware('BR_MF286DV1.0.0B05', 'BR_MF286DV1.0.0B07'), networks: fourG, weight: 3 },
  { kind: 'router', manufacturer: 'ZTE', model: 'MC801A 5G', tac: '861224', ...firmware('BD_BRMC801AV1.0.0B12'), networks: fiveG, weight: 2 },
  { kind: 'router', manufacturer: 'TP-Link', model: 'Archer MR600', tac: '863508', ...firmware('1.10.0 Build 221214', '1.12.0 Build 230811'), networks: fourG, weight: 3 },
  { kind: 'hotspot', manufacturer: 'Huawei', model: 'E5576 Mobile WiFi', tac: '866948', ...firmware('21.180.99.07.00', '21.333.64.01.1456'), networks: fourG, weight: 5 },
  { kind: 'hotspot', manufacturer: 'Huawei', model: 'E5783 Mobile WiFi 3 Pro', tac: '869350', ...firmware('11.0.1.3'), networks: fourG, weight: 3 },
  { kind: 'hotspot', manufacturer: 'ZTE', model: 'MF920', tac: '865470', ...firmware('BR_MF920V1.0.0B04'), networks: fourG, weight: 3 },
  { kind: 'hotspot', manufacturer: 'TP-Link', model: 'M7350', tac: '864612', ...firmware('1.0.10 Build 200902', '1.0.12 Build 221116'), networks: fourG, weight: 3 },
  { kind: 'hotspot', manufacturer: 'Huawei', model: 'E6878 5G Mobile WiFi', tac: '868703', ...firmware('10.0.1.2'), networks: fiveG, weight: 1 },
  { kind: 'iot-module', manufacturer: 'Quectel', model: 'BG96', tac: '866425', ...firmware('BG96MAR02A07M1G', 'BG96MAR02A08M1G'), networks: lowPower, weight: 5 },
  { kind: 'iot-module', manufacturer: 'Quectel', model: 'BG95-M3', tac: '867198', ...firmware('BG95M3LAR02A03'), networks: lowPower, weight: 4 },
  { kind: 'iot-module', manufacturer: 'Quectel', model: 'EG91', tac: '861536', ...firmware('EG91EXGAR08A05M4G'), networks: fourG, weight: 2 },
  { kind: 'iot-module', manufacturer: 'u-blox', model: 'SARA-R410M', tac: '357862', ...firmware('L0.0.00.00.05.12'), networks: lowPower, weight: 3 },
  { kind: 'iot-module', manufacturer: 'u-blox', model: 'SARA-R510S', tac: '358794', ...firmware('03.15', '03.17'), networks: [['LTE-M', 1]], weight: 2 },
  { kind: 'iot-module', manufacturer: 'Telit', model: 'ME910C1', tac: '352753', ...firmware('M0B.660006', 'M0B.660009'), networks: lowPower, weight: 3 },
  { kind: 'iot-module', manufacturer: 'Telit', model: 'LE910C1', tac: '354816', ...firmware('25.21.664', '25.30.224'), networks: fourG, weight: 2 },
];

const kindShares: Weighted<DeviceKind> = [
  ['handset', 55],
  ['tablet', 12],
  ['router', 10],
  ['hotspot', 8],
  ['iot-module', 15],
];
const modelsByKind = new Map<DeviceKind, Weighted<ModelSpec>>(
  kindShares.map(([kind]) => [kind, catalog.filter((spec) => spec.kind === kind).map((spec) => [spec, spec.weight])]),
);
/** Each model's TAC blocks start at a different two-digit number, so the fleet's TACs do not all end in 00. */
const tacStart = new Map(catalog.map((spec, position) => [spec, (position * 37 + 11) % 100]));

const statusShares: Weighted<DeviceStatus> = [
  ['active', 65],
  ['in-stock', 15],
  ['suspended', 8],
  ['lost', 3],
  ['stolen', 3],
  ['retired', 6],
];

/** Brazilian operators: the MNC starts both the IMSI (724 + MNC) and the ICCID (89 55 + MNC). */
const operators: Weighted<string> = [
  ['06', 38], // Vivo
  ['05', 33], // Claro
  ['04', 24], // TIM
  ['31', 5], // Oi
];

const plansByKind: Record<DeviceKind, Weighted<string>> = {
  handset: [
    ['Empresa 50GB', 40],
    ['Controle 20GB', 25],
    ['Pós 30GB', 20],
    ['Empresa 100GB', 15],
  ],
  tablet: [
    ['Dados 20GB', 60],
    ['Dados 50GB', 40],
  ],
  router: [
    ['Dados 100GB', 50],
    ['Dados 200GB', 35],
    ['Banda Larga Móvel 300GB', 15],
  ],
  hotspot: [
    ['Dados 50GB', 60],
    ['Dados 100GB', 40],
  ],
  'iot-module': [
    ['IoT 10MB', 55],
    ['IoT 50MB', 30],
    ['M2M 1GB', 15],
  ],
};

/** Where the fleet works, roughly by the size of each office; the DDD is the city's area code. */
// biome-ignore format: a table of cities
const cities: Weighted<{ city: string; state: BrazilianState; ddd: string }> = [
  [{ city: 'São Paulo', state: 'SP', ddd: '11' }, 22], [{ city: 'Campinas', state: 'SP', ddd: '19' }, 4],
  [{ city: 'Santos', state: 'SP', ddd: '13' }, 2], [{ city: 'Ribeirão Preto', state: 'SP', ddd: '16' }, 2],
  [{ city: 'Rio de Janeiro', state: 'RJ', ddd: '21' }, 11], [{ city: 'Niterói', state: 'RJ', ddd: '21' }, 2],
  [{ city: 'Belo Horizonte', state: 'MG', ddd: '31' }, 6], [{ city: 'Uberlândia', state: 'MG', ddd: '34' }, 2],
  [{ city: 'Curitiba', state: 'PR', ddd: '41' }, 5], [{ city: 'Londrina', state: 'PR', ddd: '43' }, 1],
  [{ city: 'Porto Alegre', state: 'RS', ddd: '51' }, 5], [{ city: 'Caxias do Sul', state: 'RS', ddd: '54' }, 1],
  [{ city: 'Florianópolis', state: 'SC', ddd: '48' }, 2], [{ city: 'Joinville', state: 'SC', ddd: '47' }, 2],
  [{ city: 'Salvador', state: 'BA', ddd: '71' }, 4], [{ city: 'Recife', state: 'PE', ddd: '81' }, 4],
  [{ city: 'Fortaleza', state: 'CE', ddd: '85' }, 4], [{ city: 'Manaus', state: 'AM', ddd: '92' }, 3],
  [{ city: 'Belém', state: 'PA', ddd: '91' }, 2], [{ city: 'Brasília', state: 'DF', ddd: '61' }, 5],
  [{ city: 'Goiânia', state: 'GO', ddd: '62' }, 3], [{ city: 'Vitória', state: 'ES', ddd: '27' }, 2],
  [{ city: 'São Luís', state: 'MA', ddd: '98' }, 1], [{ city: 'Natal', state: 'RN', ddd: '84' }, 1],
  [{ city: 'João Pessoa', state: 'PB', ddd: '83' }, 1], [{ city: 'Maceió', state: 'AL', ddd: '82' }, 1],
  [{ city: 'Teresina', state: 'PI', ddd: '86' }, 1], [{ city: 'Campo Grande', state: 'MS', ddd: '67' }, 1],
  [{ city: 'Cuiabá', state: 'MT', ddd: '65' }, 1], [{ city: 'Aracaju', state: 'SE', ddd: '79' }, 1],
  [{ city: 'Porto Velho', state: 'RO', ddd: '69' }, 0.5], [{ city: 'Macapá', state: 'AP', ddd: '96' }, 0.5],
  [{ city: 'Boa Vista', state: 'RR', ddd: '95' }, 0.5], [{ city: 'Rio Branco', state: 'AC', ddd: '68' }, 0.5],
  [{ city: 'Palmas', state: 'TO', ddd: '63' }, 0.5],
];

/** First letters of each manufacturer's serial numbers. */
const serialPrefixes: Record<string, string> = {
  Samsung: 'R5C',
  Motorola: 'ZY2',
  Apple: 'F2L',
  Xiaomi: '4C1',
  Lenovo: 'HA1',
  Huawei: 'HX8',
  ZTE: '320',
  'TP-Link': '22B',
  Quectel: 'QB9',
  'u-blox': 'UB3',
  Telit: 'TL5',
};

/** Notes the operations staff leave on a few devices, by status. */
const notesByStatus: Record<DeviceStatus, readonly string[]> = {
  active: [
    'Tela trincada; troca agendada com a assistência técnica.',
    'Aparelho reserva da equipe de campo.',
    'Chip substituído por eSIM a pedido do usuário.',
    'Bateria com desgaste acima de 20%; avaliar troca.',
  ],
  'in-stock': ['Recebido do fornecedor; aguardando configuração MDM.', 'Devolvido por ex-colaborador; higienizado.'],
  suspended: ['Suspenso a pedido do gestor do centro de custo.', 'Linha suspensa por consumo acima do plano.'],
  lost: ['Extraviado em viagem; IMEI bloqueado junto à operadora.', 'Usuário informou perda; aguardando B.O.'],
  stolen: [
    'Roubo registrado em boletim de ocorrência; linha bloqueada.',
    'Furtado em visita a cliente; IMEI bloqueado.',
  ],
  retired: ['Devolvido ao fornecedor ao fim do contrato.', 'Descartado conforme a política de resíduos eletrônicos.'],
};

const iotNotes = ['Telemetria de medidor de energia.', 'Rastreador de frota.', 'Sensor de temperatura em câmara fria.'];

// ——— one device ———

const hour = 3_600_000;
const day = 24 * hour;
const threeYears = 3 * 365 * day;

function generateDevice(seed: number, index: number, now: number, owners: FleetOptions['owners']): NewDeviceRow {
  const random = mulberry32(rowState(seed, index));
  const kind = pick(kindShares, random());
  const spec = pick(modelsByKind.get(kind) as Weighted<ModelSpec>, random());
  const status = pick(statusShares, random());
  const place = pick(cities, random());
  const operator = pick(operators, random());

  const block = Math.floor(index / 1_000_000);
  const low = index % 1_000_000;
  const tac = spec.tac + pad(((tacStart.get(spec) as number) + block) % 100, 2);
  const imeiBody = tac + pad(scrambleImei(low), 6);

  // SIM and line: handsets in use always have one; stock and retired devices mostly do not; IoT often has
  // a data-only SIM without a phone number.
  const inUse = status !== 'in-stock' && status !== 'retired';
  const simShare = inUse
    ? kind === 'router'
      ? 0.9
      : kind === 'iot-module'
        ? 0.95
        : 1
    : status === 'in-stock'
      ? 0.15
      : 0.3;
  const hasSim = random() < simShare;
  const lineShare = kind === 'iot-module' ? 0.35 : inUse ? 1 : 0.5;
  const hasLine = hasSim && random() < lineShare;
  const iccidBody = `8955${operator}${pad(3_100_000 + block * 37, 7)}${pad(scrambleIccid(low), 6)}`;

  // Times: bought within the last three years, changed since, seen recently when in use.
  const createdAt = now - Math.floor(random() * threeYears);
  const age = now - createdAt;
  let lastSeenAt: number | null = null;
  const seen = random();
  if (status === 'active') lastSeenAt = now - Math.min(age, Math.floor(-Math.log(1 - seen) * 6 * hour));
  else if (status === 'suspended') lastSeenAt = now - Math.floor(age * Math.min(1, seen * 0.6 + 0.05));
  else if (status === 'lost' || status === 'stolen') lastSeenAt = now - Math.floor(age * (0.02 + seen * 0.5));
  else if (status === 'retired' && seen < 0.7) lastSeenAt = now - Math.floor(age * (0.2 + seen * 0.7));
  else if (status === 'in-stock' && seen < 0.1) lastSeenAt = createdAt + Math.floor(age * seen * 5);
  // A status change happens after the device was last seen; other edits at any time since purchase.
  const changedFrom = lastSeenAt !== null && status !== 'active' ? lastSeenAt : createdAt;
  const updatedAt = changedFrom + Math.floor((now - changedFrom) * Math.sqrt(random()));

  const ownerShare = inUse
    ? { handset: 0.93, tablet: 0.9, hotspot: 0.8, router: 0.45, 'iot-module': 0.2 }[kind]
    : status === 'retired'
      ? 0.4
      : 0;
  const owner = owners.length > 0 && random() < ownerShare ? pickOne(owners, random()) : undefined;

  const noteDraw = random();
  let notes = '';
  if (noteDraw < 0.05) notes = pickOne(notesByStatus[status], noteDraw / 0.05);
  else if (kind === 'iot-module' && noteDraw < 0.15) notes = pickOne(iotNotes, (noteDraw - 0.05) / 0.1);

  return {
    imei: imeiBody + luhn(imeiBody),
    serialNumber: (serialPrefixes[spec.manufacturer] ?? 'SN0') + serialCode(index),
    kind,
    manufacturer: spec.manufacturer,
    model: spec.model,
    os: spec.os,
    osVersion: pickOne(spec.versions, random()),
    msisdn: hasLine ? `+55${place.ddd}9${lineNumber(index)}` : null,
    iccid: hasSim ? iccidBody + luhn(iccidBody) : null,
    imsi: hasSim ? `724${operator}${pad(2_040 + block, 4)}${pad(scrambleImsi(low), 6)}` : null,
    plan: hasSim ? pick(plansByKind[kind], random()) : '',
    network: pick(spec.networks, random()),
    status,
    ownerId: owner?.id ?? null,
    ownerName: owner?.displayName ?? null,
    city: place.city,
    state: place.state,
    lastSeenAt: lastSeenAt === null ? null : new Date(lastSeenAt),
    notes,
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
  };
}

/**
 * The fleet index an IMEI was generated from, or undefined for an IMEI the generator did not make
 * (typed in, imported). `seed:devices` uses it to start after every generated device already stored.
 */
export function fleetIndexOfImei(imei: string): number | undefined {
  if (!/^\d{15}$/.test(imei)) return undefined;
  const spec = specByTac.get(imei.slice(0, 6));
  if (!spec) return undefined;
  const block = (Number(imei.slice(6, 8)) - (tacStart.get(spec) as number) + 100) % 100;
  const index = block * 1_000_000 + unscrambleImei(Number(imei.slice(8, 14)));
  return index < fleetCapacity ? index : undefined;
}
const specByTac = new Map(catalog.map((spec) => [spec.tac, spec]));
