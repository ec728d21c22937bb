import type { AcademyCategory, AcademyCourse } from '@conecta/contracts/academy';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, sampleUsers } from '../../test/renderApp';

const categories: AcademyCategory[] = [
  { id: 'c1', value: 'devices', label: 'Dispositivos', color: '#4caf50' },
  { id: 'c2', value: 'security', label: 'Segurança', color: '#e91e63' },
];
const course = (n: number, title: string, category: string, activeStep: number): AcademyCourse => ({
  id: `6c000000-0000-4000-8000-00000000000${n}`,
  title,
  slug: `curso-${n}`,
  description: `Descrição ${n}`,
  category,
  length: 20,
  totalSteps: 3,
  activeStep,
  updated: '2026-11-20T10:00:00.000Z',
  steps: [
    { id: 's1', title: 'Primeira etapa', content: '<p>Um</p>' },
    { id: 's2', title: 'Segunda etapa', content: '<p>Dois <img src="x" onerror="window.hacked=1"></p>' },
    { id: 's3', title: 'Terceira etapa', content: '<p>Três</p>' },
  ],
});
const courses = [course(1, 'Ativação de eSIM', 'devices', 0), course(2, 'Segurança da conta', 'security', 3)];

function mockAcademyApi() {
  const state = new Map(courses.map((one) => [one.id, { ...one }]));
  return mockFetch((request) => {
    const url = new URL(request.path, 'http://localhost');
    if (url.pathname === '/api/academy-app/categories') return jsonResponse(200, categories);
    if (url.pathname === '/api/academy-app/courses')
      return jsonResponse(
        200,
        [...state.values()].map(({ steps: _steps, ...rest }) => rest),
      );
    if (url.pathname === '/api/academy-app/course')
      return jsonResponse(200, state.get(url.searchParams.get('courseId') ?? ''));
    if (url.pathname === '/api/academy-app/course/update') {
      const body = request.body as { courseId: string; activeStep: number };
      const stored = state.get(body.courseId);
      if (!stored) return jsonResponse(404, {});
      stored.activeStep = body.activeStep;
      return jsonResponse(200, stored);
    }
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
}

describe('Academy', { timeout: 45_000 }, () => {
  it('lists the courses with category, length and progress; filters by category; readers do not edit', async () => {
    mockAcademyApi();
    const { user } = await renderApp('/apps/academy/courses', { user: sampleUsers.user });
    expect(await screen.findByText('Ativação de eSIM', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByText(/2 cursos\./)).toBeVisible();
    expect(screen.getAllByText('20 minutos')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Rever', description: 'Segurança da conta' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Começar', description: 'Ativação de eSIM' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Novo curso' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Segurança' }));
    await waitFor(() => expect(screen.queryByText('Ativação de eSIM')).not.toBeInTheDocument());
    expect(screen.getByText('Segurança da conta')).toBeVisible();
  });

  it('walks a course step by step, saving the step, its HTML sanitised', async () => {
    const { requests } = mockAcademyApi();
    const { user } = await renderApp(`/apps/academy/courses/${courses[0]?.id}/curso-1`, { user: sampleUsers.user });
    expect(await screen.findByTestId('step-title', {}, { timeout: 15_000 })).toHaveTextContent('Primeira etapa');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Segunda etapa', { selector: 'h2' })).toBeVisible();
    expect(screen.getByTestId('step-content').querySelector('img[onerror]')).toBeNull();
    await waitFor(() =>
      expect(requests.find((request) => request.path.endsWith('/course/update'))?.body).toEqual({
        courseId: courses[0]?.id,
        activeStep: 2,
      }),
    );
    // Jump to the last step: the course is complete.
    await user.click(screen.getByRole('tab', { name: /Terceira etapa/ }));
    expect(await screen.findByText('Você concluiu este curso.')).toBeVisible();
  });
});
