import type { AnalyticsRange, AnalyticsWidgets } from '@conecta/contracts/analytics-dashboard';
import { brazilianStates, deviceKinds } from '@conecta/contracts/devices';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, sampleUsers } from '../../test/renderApp';

const series = (days: number, value: number, previous: number) => ({
  points: Array.from({ length: days }, (_, index) => ({
    date: `2026-11-${String(index + 1).padStart(2, '0')}`,
    value,
    previous,
  })),
  total: value,
  previousTotal: previous,
});

function widgets(range: AnalyticsRange): AnalyticsWidgets {
  const days = range === '7d' ? 7 : 30;
  const lines = range === '7d' ? 1200 : 1500;
  return {
    range,
    bucket: 'day',
    generatedAt: '2026-11-26T12:00:00.000Z',
    totalDevices: 2500,
    activeLines: series(days, lines, 1000),
    signIns: series(days, 3, 0),
    chatMessages: series(days, 10, 20),
    devicesByNetwork: [
      { key: '4G', count: 1000 },
      { key: '5G', count: 1500 },
      { key: 'NB-IoT', count: 0 },
      { key: 'LTE-M', count: 0 },
    ],
    devicesByKind: deviceKinds.map((key, index) => ({ key, count: index === 0 ? 2500 : 0 })),
    devicesByManufacturer: [{ key: 'Samsung', count: 2500 }],
    otherManufacturers: 0,
    devicesByState: brazilianStates.map((key) => ({ key, count: key === 'SP' ? 2000 : key === 'RJ' ? 500 : 0 })),
    topCities: [
      { city: 'São Paulo', state: 'SP', count: 1800 },
      { city: 'Campinas', state: 'SP', count: 200 },
    ],
  };
}

function mockAnalyticsApi(fail = () => false) {
  return mockFetch((request) => {
    const url = new URL(request.path, 'http://localhost');
    if (url.pathname === '/api/analytics-dashboard-app/widgets') {
      if (fail()) return jsonResponse(500, {});
      return jsonResponse(200, widgets((url.searchParams.get('range') ?? '30d') as AnalyticsRange));
    }
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
}

describe('Analytics dashboard', { timeout: 90_000 }, () => {
  it('shows the figures in pt-BR, switches the range, and links each figure to the filtered device list', async () => {
    const { requests } = mockAnalyticsApi();
    const { user, router } = await renderApp('/apps/dashboards/analytics', { user: sampleUsers.user });
    expect(await screen.findByTestId('analytics-active-lines-total', {}, { timeout: 15_000 })).toHaveTextContent(
      '1.500',
    );
    expect(screen.getByTestId('page-title')).toHaveTextContent('Análises');
    expect(screen.getByTestId('analytics-active-lines-change')).toHaveTextContent('+50%');
    expect(screen.getByTestId('analytics-network')).toHaveTextContent('2.500 dispositivos');

    await user.click(screen.getByRole('button', { name: '7 dias' }));
    await waitFor(() => expect(screen.getByTestId('analytics-active-lines-total')).toHaveTextContent('1.200'));
    expect(requests.some((request) => request.path.endsWith('/widgets?range=7d'))).toBe(true);
    expect(router.state.location.search).toBe('?range=7d');

    // The series' table: one row a day, this period beside the one before.
    await user.click(screen.getByTestId('analytics-active-lines-table-switch'));
    const table = screen.getByTestId('analytics-active-lines-table');
    expect(within(table).getAllByRole('row')).toHaveLength(8);

    // A state tile is a link to its devices; the cities' table links carry the city and its state.
    expect(screen.getByTestId('analytics-state-SP')).toHaveAccessibleName('SP · São Paulo: 2.000 dispositivos');
    await user.click(screen.getByTestId('analytics-cities-table-switch'));
    const cities = screen.getByTestId('analytics-cities');
    expect(within(cities).getByRole('link', { name: 'Campinas (SP)' })).toHaveAttribute(
      'href',
      '/conecta/devicelist?city=Campinas&state=SP',
    );
    await user.click(screen.getByTestId('analytics-network-table-switch'));
    await user.click(within(screen.getByTestId('analytics-network')).getByRole('link', { name: '5G' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/conecta/devicelist'));
    expect(router.state.location.search).toBe('?network=5G');
  });

  it('says when the figures cannot be loaded, and loads them on retry', async () => {
    let fail = true;
    mockAnalyticsApi(() => fail);
    const { user } = await renderApp('/apps/dashboards/analytics', { user: sampleUsers.user });
    const alert = await screen.findByTestId('analytics-error', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Não foi possível carregar o painel.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByTestId('analytics-active-lines-total', {}, { timeout: 10_000 })).toHaveTextContent(
      '1.500',
    );
  });
});
