import type { Project, ProjectWidgets } from '@conecta/contracts/project-dashboard';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, sampleUsers } from '../../test/renderApp';

const projects: Project[] = [
  { id: 'p1', name: 'Console de dispositivos' },
  { id: 'p2', name: 'Portabilidade em massa' },
];
const widgets = (projectId: string, due: number): ProjectWidgets => ({
  projectId,
  fromBoard: false,
  summary: {
    ranges: ['DY', 'DT', 'DTM'],
    currentRange: 'DT',
    count: { DY: due - 1, DT: due, DTM: due + 1 },
    extra: { DY: 1, DT: 2, DTM: 3 },
  },
  overdue: { count: 4, yesterday: 1, cards: [] },
  issues: { count: 5, closedToday: 1 },
  features: { count: 6, implemented: 2 },
  taskDistribution: {
    ranges: ['TW', 'LW', '2W'],
    currentRange: 'TW',
    labels: ['API', 'Frontend'],
    series: { TW: [1, 2], LW: [3, 4], '2W': [5, 6] },
    overview: { TW: { new: 1200, completed: 3 }, LW: { new: 7, completed: 1 }, '2W': { new: 11, completed: 2 } },
  },
  schedule: {
    ranges: ['T', 'TM'],
    currentRange: 'T',
    series: { T: [{ title: 'Daily', time: '09:00', location: 'Online' }], TM: [] },
  },
  budgetDistribution: { categories: ['Design'], series: [100] },
  budgetDetails: { currency: 'BRL', rows: [] },
  teamMembers: [],
  weather: { currentLocation: 'São Paulo', tempUnit: 'C', speedUnit: 'KMH', locations: [] },
});

describe('Project dashboard', { timeout: 45_000 }, () => {
  it('words the ranges in Portuguese, switches a range and the project', async () => {
    mockFetch((request) => {
      const url = new URL(request.path, 'http://localhost');
      if (url.pathname === '/api/project-dashboard-app/projects') return jsonResponse(200, projects);
      if (url.pathname === '/api/project-dashboard-app/widgets')
        return jsonResponse(200, url.searchParams.get('projectId') === 'p2' ? widgets('p2', 30) : widgets('p1', 20));
      return jsonResponse(404, {});
    });
    const { user } = await renderApp('/apps/dashboards/project', { user: sampleUsers.user });
    expect(await screen.findByTestId('due-tasks', {}, { timeout: 15_000 })).toHaveTextContent('20');
    // Numbers in the language's own way.
    expect(screen.getByTestId('distribution-new')).toHaveTextContent('1.200');
    await user.click(
      within(screen.getByRole('group', { name: 'Período do resumo' })).getByRole('button', { name: 'Amanhã' }),
    );
    expect(screen.getByTestId('due-tasks')).toHaveTextContent('21');
    await user.click(screen.getByRole('combobox', { name: 'Projeto' }));
    await user.click(await screen.findByRole('option', { name: 'Portabilidade em massa' }));
    expect(await screen.findByText('30')).toBeVisible();
  });
});
