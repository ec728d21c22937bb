import type { AuditEntry } from '@conecta/contracts/audit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, sampleUsers } from '../../test/renderApp';
import { makeDevice, mockDeviceApi, sampleDevices } from './testServer';

const device = sampleDevices[0] as NonNullable<(typeof sampleDevices)[0]>;
const drawerPath = `/conecta/devicelist?device=${device.id}`;

/** The drawer's code loads on first use, which takes a while on a busy machine. */
const openDrawer = async () => screen.findByTestId('device-drawer', {}, { timeout: 15_000 });

const history: AuditEntry[] = [
  {
    id: '11',
    at: '2025-02-01T10:00:00.000Z',
    entity: 'device',
    entityId: device.id,
    entityLabel: device.imei,
    action: 'create',
    actor: null,
    changes: {},
  },
  {
    id: '12',
    at: '2025-03-01T09:30:00.000Z',
    entity: 'device',
    entityId: device.id,
    entityLabel: device.imei,
    action: 'status',
    actor: { id: 'uuid-staff', displayName: 'Sam Staff', email: 'staff@conecta.example' },
    changes: { status: { from: 'in-stock', to: 'active' } },
  },
];

describe('device drawer', { timeout: 30_000 }, () => {
  it('opens from the URL with every field, and lists the history newest first', async () => {
    const { requests } = mockDeviceApi((request) =>
      request.path.startsWith(`/api/devices/${device.id}/history`)
        ? jsonResponse(200, { items: history, nextCursor: null })
        : undefined,
    );
    const { user } = await renderApp(drawerPath, { user: sampleUsers.user });
    const drawer = await openDrawer();

    expect(await within(drawer).findByRole('heading', { name: 'Samsung Galaxy A54' })).toBeVisible();
    const details = within(drawer).getByTestId('device-details');
    expect(details).toHaveTextContent('+55 11 98765-4321');
    expect(details).toHaveTextContent('8955010012345678908');
    expect(details).toHaveTextContent('SP · São Paulo');
    expect(details).toHaveTextContent('Empresa 20GB');
    // A user reads; staff's actions are not there.
    expect(within(drawer).queryByTestId('device-edit')).not.toBeInTheDocument();
    expect(within(drawer).queryByTestId('device-status-action')).not.toBeInTheDocument();

    await user.click(within(drawer).getByTestId('device-history-tab'));
    const entries = await within(drawer).findAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Sam Staff');
    expect(entries[0]).toHaveTextContent('Status: Em estoque → Ativo');
    expect(entries[1]).toHaveTextContent('Sistema');
    expect(requests.some((request) => request.path === `/api/devices/${device.id}/history?limit=20`)).toBe(true);
  });

  it('shows the contract’s message for a bad IMEI before anything is sent', async () => {
    const { requests } = mockDeviceApi();
    const { user } = await renderApp(drawerPath, { user: sampleUsers.staff });
    const drawer = await openDrawer();
    await user.click(await within(drawer).findByTestId('device-edit'));

    const imei = await within(drawer).findByLabelText(/IMEI/);
    await user.clear(imei);
    await user.type(imei, '356938035643808');
    await user.tab();

    const message = 'O IMEI deve ter 15 dígitos com dígito verificador válido';
    expect(await within(drawer).findByText(message)).toBeVisible();
    expect(imei).toHaveAccessibleDescription(message);
    await user.click(within(drawer).getByTestId('device-save'));
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('sends only what changed, and puts the server’s "line taken" on the line field', async () => {
    const { requests } = mockDeviceApi((request) =>
      request.method === 'PATCH'
        ? jsonResponse(400, {
            message: 'Another device already uses this line',
            code: 'device.msisdnTaken',
            error: { msisdn: 'Another device already uses this line' },
            codes: { msisdn: 'device.msisdnTaken' },
          })
        : undefined,
    );
    const { user } = await renderApp(drawerPath, { user: sampleUsers.staff });
    const drawer = await openDrawer();
    await user.click(await within(drawer).findByTestId('device-edit'));

    const line = await within(drawer).findByLabelText(/Linha/);
    await user.clear(line);
    await user.type(line, '+55 11 91234-5678');
    await user.click(within(drawer).getByTestId('device-save'));

    const message = 'Outro dispositivo já usa esta linha';
    await waitFor(() => expect(line).toHaveAccessibleDescription(message));
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([
      expect.objectContaining({ path: `/api/devices/${device.id}`, body: { msisdn: '+5511912345678' } }),
    ]);
  });

  it('creates a device from the empty form and then shows it', async () => {
    const created = makeDevice({
      id: '6f1c3d2a-0000-4000-8000-0000000000aa',
      imei: '350000000000006',
      model: 'Moto G84',
    });
    const { requests } = mockDeviceApi(
      (request) =>
        request.method === 'POST' && request.path === '/api/devices' ? jsonResponse(201, created) : undefined,
      [...sampleDevices, created],
    );
    const { user, router } = await renderApp('/conecta/devicelist', { user: sampleUsers.staff });
    await user.click(await screen.findByTestId('device-new', {}, { timeout: 15_000 }));
    const drawer = await openDrawer();
    expect(router.state.location.search).toBe('?device=new');

    await user.type(await within(drawer).findByLabelText(/IMEI/), '350000000000006');
    await user.type(within(drawer).getByLabelText(/Número de série/), 'SN-NEW');
    await user.click(within(drawer).getByTestId('device-form-kind'));
    await user.click(await screen.findByRole('option', { name: 'Celular' }));
    await user.type(within(drawer).getByLabelText(/Fabricante/), 'Motorola');
    await user.type(within(drawer).getByLabelText(/Modelo/), 'Moto G84');
    await user.click(within(drawer).getByTestId('device-form-network'));
    await user.click(await screen.findByRole('option', { name: '4G' }));
    await user.click(within(drawer).getByTestId('device-save'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Dispositivo 350000000000006 cadastrado');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      imei: '350000000000006',
      serialNumber: 'SN-NEW',
      kind: 'handset',
      manufacturer: 'Motorola',
      model: 'Moto G84',
      os: '',
      osVersion: '',
      msisdn: null,
      iccid: null,
      imsi: null,
      plan: '',
      network: '4G',
      status: 'in-stock',
      ownerId: null,
      city: '',
      state: null,
      notes: '',
    });
    // The drawer moves on to the device just made, in place of the empty form.
    await waitFor(() => expect(router.state.location.search).toBe(`?device=${created.id}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await within(drawer).findByRole('heading', { name: 'Samsung Moto G84' })).toBeVisible();
  });

  it('asks before unsaved changes are lost by Escape or by the close button, and keeps them when told to', async () => {
    mockDeviceApi();
    const { user, router } = await renderApp(drawerPath, { user: sampleUsers.staff });
    const drawer = await openDrawer();
    await user.click(await within(drawer).findByTestId('device-edit'));
    const model = await within(drawer).findByLabelText(/Modelo/);
    await user.type(model, ' Pro');

    await user.keyboard('{Escape}');
    const prompt = await screen.findByRole('dialog', { name: 'Descartar suas alterações?' });
    await user.click(within(prompt).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Descartar suas alterações?' })).toBeNull());
    expect(router.state.location.search).toBe(`?device=${device.id}`);
    expect(within(drawer).getByLabelText(/Modelo/)).toHaveValue('Galaxy A54 Pro');

    await user.click(within(drawer).getByRole('button', { name: 'Fechar' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('device='));
  });

  it('asks an admin before deleting, with Cancel as the safe default, then deletes and closes', async () => {
    const { requests } = mockDeviceApi((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    const { user, router } = await renderApp(drawerPath, { user: sampleUsers.admin });
    const drawer = await openDrawer();
    await user.click(await within(drawer).findByTestId('device-delete'));

    const dialog = await screen.findByRole('dialog', { name: 'Excluir 1 dispositivo?' });
    expect(dialog).toHaveAccessibleDescription(/Esta ação não pode ser desfeita/);
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir 1 dispositivo?' })).toBeNull());
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(within(drawer).getByTestId('device-delete'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Excluir 1 dispositivo?' })).getByTestId('confirm-delete'),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(`Dispositivo ${device.imei} excluído`);
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: `/api/devices/${device.id}` }),
    ]);
    await waitFor(() => expect(router.state.location.search).not.toContain('device='));
  });
});
