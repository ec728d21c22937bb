import type { Device, DeviceList } from '@conecta/contracts/devices';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/renderApp';

/** Sample devices for the component tests (valid IMEIs and ICCIDs, Brazilian lines). */
export function makeDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: '6f1c3d2a-0000-4000-8000-000000000001',
    imei: '356938035643809',
    serialNumber: 'R58M12345',
    kind: 'handset',
    manufacturer: 'Samsung',
    model: 'Galaxy A54',
    os: 'Android',
    osVersion: '14',
    msisdn: '+5511987654321',
    iccid: '8955010012345678908',
    imsi: '724051234567890',
    plan: 'Empresa 20GB',
    network: '5G',
    status: 'active',
    ownerId: '0b6f7c1e-5a3d-4c2b-9e8f-7a6b5c4d3e21',
    owner: {
      id: '0b6f7c1e-5a3d-4c2b-9e8f-7a6b5c4d3e21',
      displayName: 'Sam Staff',
      email: 'staff@conecta.example',
      photoURL: '',
    },
    city: 'São Paulo',
    state: 'SP',
    lastSeenAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    notes: '',
    createdAt: '2025-01-10T12:00:00.000Z',
    updatedAt: '2025-03-01T09:30:00.000Z',
    ...overrides,
  };
}

export const sampleDevices: Device[] = [
  makeDevice(),
  makeDevice({
    id: '6f1c3d2a-0000-4000-8000-000000000002',
    imei: '490154203237518',
    kind: 'router',
    manufacturer: 'Huawei',
    model: 'B535',
    msisdn: '+5521998765432',
    iccid: null,
    status: 'suspended',
    owner: null,
    ownerId: null,
    city: 'Rio de Janeiro',
    state: 'RJ',
  }),
  makeDevice({
    id: '6f1c3d2a-0000-4000-8000-000000000003',
    imei: '353918057766517',
    kind: 'iot-module',
    manufacturer: 'Quectel',
    model: 'BG96',
    msisdn: null,
    network: 'NB-IoT',
    status: 'in-stock',
    lastSeenAt: null,
  }),
];

export function listOf(items: Device[], extra: Partial<DeviceList> = {}): DeviceList {
  return { items, total: items.length, totalIsEstimate: false, nextCursor: null, prevCursor: null, ...extra };
}

type Answer = Response | Promise<Response> | undefined;

/**
 * A stand-in for the device API: the list, its side requests (preferences, manufacturers, owners)
 * answered with sensible defaults; `answer` decides first and may return undefined to fall through.
 */
export function mockDeviceApi(answer: (request: RecordedRequest) => Answer = () => undefined, devices = sampleDevices) {
  return mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    const path = request.path.split('?')[0];
    if (path === '/api/preferences/devices') return jsonResponse(200, { columnVisibility: {}, density: 'standard' });
    if (path === '/api/devices/manufacturers') return jsonResponse(200, { items: ['Huawei', 'Quectel', 'Samsung'] });
    if (path === '/api/devices/owner-options') {
      return jsonResponse(200, {
        items: [
          {
            id: '0b6f7c1e-5a3d-4c2b-9e8f-7a6b5c4d3e21',
            displayName: 'Sam Staff',
            email: 'staff@conecta.example',
            photoURL: '',
          },
          {
            id: '1c7a8d2f-6b4e-4d3c-8f9a-8b7c6d5e4f32',
            displayName: 'Uma User',
            email: 'user@conecta.example',
            photoURL: '',
          },
        ],
      });
    }
    if (path === '/api/devices') return jsonResponse(200, listOf(devices));
    const one = /^\/api\/devices\/([^/]+)$/.exec(path ?? '');
    if (one && request.method === 'GET') {
      const device = devices.find((candidate) => candidate.id === one[1]);
      return device ? jsonResponse(200, device) : jsonResponse(404, { message: 'No device has this id' });
    }
    if (/^\/api\/devices\/[^/]+\/history$/.test(path ?? '')) return jsonResponse(200, { items: [], nextCursor: null });
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
}

/** The list requests sent, as their query parameters. */
export function listQueries(requests: RecordedRequest[]): URLSearchParams[] {
  return requests
    .filter((request) => request.method === 'GET' && request.path.split('?')[0] === '/api/devices')
    .map((request) => new URLSearchParams(request.path.split('?')[1] ?? ''));
}
