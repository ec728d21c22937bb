import { deviceCsvColumns } from '@conecta/contracts/devices';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { languageChanged } from '../../shell/i18n/languageSlice';
import { renderApp, sampleUsers } from '../../test/renderApp';
import { listQueries, mockDeviceApi } from './testServer';

/** Stands in for the browser's XMLHttpRequest: records what is sent and answers as told. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  static answer = { status: 200, body: {} as unknown };
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  responseType = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      this.upload.onload?.();
      this.status = FakeUpload.answer.status;
      this.responseText = JSON.stringify(FakeUpload.answer.body);
      this.onload?.();
    }, 5);
  }
}

const header = deviceCsvColumns.join(',');
/** One CSV line in the export's column order, from the fields given. */
function line(fields: Partial<Record<(typeof deviceCsvColumns)[number], string>>): string {
  return deviceCsvColumns.map((column) => fields[column] ?? '').join(',');
}
const good = {
  imei: '356938035643809',
  serialNumber: 'SN-1',
  kind: 'handset',
  manufacturer: 'Samsung',
  model: 'Galaxy A54',
  network: '5G',
  msisdn: '+5511912345678',
};

async function openImport(user: { click(element: Element): Promise<void> }) {
  await user.click(await screen.findByTestId('device-import', {}, { timeout: 15_000 }));
  return screen.findByTestId('import-dialog', {}, { timeout: 10_000 });
}

describe('CSV import', { timeout: 30_000 }, () => {
  it('lists each bad row and field of the file, and sends nothing', async () => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { requests } = mockDeviceApi();
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.admin });
    const dialog = await openImport(user);

    const csv = [
      header,
      line(good),
      line({ ...good, imei: '356938035643808', serialNumber: 'SN-2', msisdn: '' }),
      line({ ...good, serialNumber: 'SN-3', msisdn: '+5511912340000' }),
      line({ ...good, imei: '490154203237518', kind: 'phablet', msisdn: '' }),
    ].join('\n');
    await user.upload(within(dialog).getByTestId('import-file'), new File([csv], 'fleet.csv', { type: 'text/csv' }));

    const problems = await within(dialog).findAllByTestId('import-problem', {}, { timeout: 10_000 });
    expect(problems.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      // Numbered as the spreadsheet shows them: the header is row 1.
      ['3', 'IMEI', 'O IMEI deve ter 15 dígitos com dígito verificador válido'],
      ['4', 'IMEI', 'Mesmo valor da linha 2'],
      ['5', 'Tipo', 'Escolha um tipo: celular, tablet, roteador, hotspot ou módulo IoT'],
    ]);
    expect(within(dialog).getByTestId('import-invalid')).toHaveTextContent('3 problemas encontrados');
    expect(within(dialog).getByTestId('import-upload')).toBeDisabled();
    expect(FakeUpload.sent).toEqual([]);
    expect(requests.filter((request) => request.path.includes('/import'))).toEqual([]);
  });

  it('uploads a good file as it is and reports how many devices came in', async () => {
    FakeUpload.sent = [];
    FakeUpload.answer = { status: 200, body: { imported: 2 } };
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    localStorage.setItem('jwt_access_token', 'token-admin');
    const { requests } = mockDeviceApi();
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.admin });
    const dialog = await openImport(user);
    await waitFor(() => expect(listQueries(requests)).toHaveLength(1));

    const csv = [header, line(good), line({ ...good, imei: '490154203237518', serialNumber: 'SN-2', msisdn: '' })].join(
      '\r\n',
    );
    const file = new File([csv], 'fleet.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByTestId('import-file'), file);
    expect(await within(dialog).findByTestId('import-ready', {}, { timeout: 10_000 })).toHaveTextContent(
      '2 linhas conferidas',
    );

    await user.click(within(dialog).getByTestId('import-upload'));
    expect(await within(dialog).findByTestId('import-done')).toHaveTextContent('2 dispositivos importados');
    expect(FakeUpload.sent).toHaveLength(1);
    expect(FakeUpload.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/devices/import',
      body: file,
      headers: { 'Content-Type': 'text/csv', Authorization: 'Bearer token-admin' },
    });
    // The list shows the new devices.
    await waitFor(() => expect(listQueries(requests)).toHaveLength(2));
  });

  it('accepts a `;`-separated file as a pt-BR spreadsheet saves it, and sends it as it is', async () => {
    FakeUpload.sent = [];
    FakeUpload.answer = { status: 200, body: { imported: 2 } };
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    mockDeviceApi();
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.admin });
    const dialog = await openImport(user);

    // A note holding commas and a quoted semicolon stays one cell.
    const semicolonLine = (fields: Parameters<typeof line>[0]) => line(fields).replaceAll(',', ';');
    const csv = [
      `\uFEFF${header.replaceAll(',', ';')}`,
      `${semicolonLine({ ...good, notes: 'NOTES' })}`.replace('NOTES', '"Rua A, 10; sala B"'),
      semicolonLine({ ...good, imei: '490154203237518', serialNumber: 'SN-2', msisdn: '' }),
      '',
    ].join('\r\n');
    // The dialog shows the columns as the pt-BR export writes them.
    expect(dialog).toHaveTextContent(deviceCsvColumns.join(';'));
    const file = new File([csv], 'planilha.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByTestId('import-file'), file);
    expect(await within(dialog).findByTestId('import-ready', {}, { timeout: 10_000 })).toHaveTextContent(
      '2 linhas conferidas',
    );
    await user.click(within(dialog).getByTestId('import-upload'));
    expect(await within(dialog).findByTestId('import-done')).toHaveTextContent('2 dispositivos importados');
    expect(FakeUpload.sent[0]?.body).toBe(file);
  });

  it('numbers the bad rows of a `;` file from the header as 1', async () => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    mockDeviceApi();
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.admin });
    const dialog = await openImport(user);

    const csv = [
      header.replaceAll(',', ';'),
      line(good).replaceAll(',', ';'),
      line({ ...good, imei: '490154203237518', kind: 'phablet', msisdn: '' }).replaceAll(',', ';'),
    ].join('\r\n');
    await user.upload(within(dialog).getByTestId('import-file'), new File([csv], 'planilha.csv'));
    const problems = await within(dialog).findAllByTestId('import-problem', {}, { timeout: 10_000 });
    expect(problems.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['3', 'Tipo', 'Escolha um tipo: celular, tablet, roteador, hotspot ou módulo IoT'],
    ]);
    expect(FakeUpload.sent).toEqual([]);
  });

  it('shows the problems the server found in a file that looked right', async () => {
    FakeUpload.sent = [];
    FakeUpload.answer = {
      status: 400,
      body: {
        message: 'The file has problems; nothing was imported.',
        problems: [{ row: 1, field: 'ownerEmail', message: 'No account has this email', code: 'device.ownerEmail' }],
      },
    };
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    mockDeviceApi();
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.admin });
    const dialog = await openImport(user);

    const csv = [header, line({ ...good, ownerEmail: 'nobody@conecta.example' })].join('\n');
    await user.upload(within(dialog).getByTestId('import-file'), new File([csv], 'fleet.csv', { type: 'text/csv' }));
    await user.click(
      await within(dialog).findByRole('button', { name: 'Importar 1 dispositivo' }, { timeout: 10_000 }),
    );

    expect(await within(dialog).findByTestId('import-rejected')).toHaveTextContent(
      'O servidor recusou o arquivo; nada foi importado.',
    );
    const [problem] = within(dialog).getAllByTestId('import-problem');
    expect(problem).toHaveTextContent('E-mail do responsável');
    expect(problem).toHaveTextContent('Nenhuma conta tem este e-mail');
  });

  it('says the server’s coded refusal in Portuguese, and in English once English is picked', async () => {
    FakeUpload.sent = [];
    FakeUpload.answer = {
      status: 400,
      body: {
        message: 'Nothing was imported: 1 row has problems to fix.',
        code: 'import.rejectedOneRow',
        params: { rows: 1 },
        problems: [
          {
            row: 2,
            field: 'imei',
            message: 'Row 1 of this file has the same value',
            code: 'import.duplicateInFile',
            params: { firstRow: 1 },
          },
          { row: 2, field: 'msisdn', message: 'Another device already uses this line', code: 'device.msisdnTaken' },
        ],
      },
    };
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    mockDeviceApi();
    const { user, store } = await renderApp('/conecta/devicelist', { user: sampleUsers.admin });
    const dialog = await openImport(user);

    const csv = [header, line(good)].join('\n');
    await user.upload(within(dialog).getByTestId('import-file'), new File([csv], 'fleet.csv', { type: 'text/csv' }));
    await user.click(
      await within(dialog).findByRole('button', { name: 'Importar 1 dispositivo' }, { timeout: 10_000 }),
    );

    const rejected = await within(dialog).findByTestId('import-rejected');
    expect(rejected).toHaveTextContent('Nada foi importado: 1 linha tem problemas a corrigir.');
    const cells = () =>
      within(dialog)
        .getAllByTestId('import-problem')
        .map((row) => row.querySelectorAll('td')[2]?.textContent);
    expect(cells()).toEqual(['A linha 1 deste arquivo tem o mesmo valor', 'Outro dispositivo já usa esta linha']);

    // What the language switcher does.
    act(() => {
      store.dispatch(languageChanged('en'));
    });
    await waitFor(() =>
      expect(within(dialog).getByTestId('import-rejected')).toHaveTextContent(
        'Nothing was imported: 1 row has problems to fix.',
      ),
    );
    expect(cells()).toEqual(['Row 1 of this file has the same value', 'Another device already uses this line']);
  });
});
