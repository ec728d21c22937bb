import type { ProfileAbout, ProfilePhotosVideos, ProfileTimeline } from '@conecta/contracts/profile';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';

const marina = { id: 'sample-marina', name: 'Marina Alves', avatar: null };
const timeline: ProfileTimeline = {
  activities: [
    {
      id: '7',
      user: { id: 'me', name: 'Usuária', avatar: null },
      message: 'Usuária changed the device “Moto G”',
      time: '2026-11-20T10:00:00.000Z',
      action: 'update',
      entity: 'device',
      subject: 'Moto G',
    },
  ],
  posts: [
    {
      id: 'p1',
      user: marina,
      message: 'Os chips eSIM foram ativados.',
      time: '2026-11-20T09:00:00.000Z',
      type: 'post',
      like: 12,
      share: 1,
      media: null,
      article: null,
      comments: [{ id: 'c1', user: marina, message: 'Ótimo!', time: '2026-11-20T09:30:00.000Z' }],
    },
  ],
};
const about: ProfileAbout = {
  general: { gender: '', birthday: '1990-05-17', locations: ['Recife'], about: 'Cuido das linhas.' },
  work: { occupation: 'Analista', skills: 'eSIM', jobs: [{ company: 'Conecta', date: '2021' }] },
  contact: { address: 'Av. Paulista', tel: ['+55 11 4000-1234'], websites: [], emails: [] },
  groups: [{ id: 'g1', name: 'Equipe de campo', category: 'Operações', members: 42 }],
  friends: [marina],
  cover: null,
};

/** A stand-in for `/api/profile`; `answer` decides first and may fall through. */
function mockProfileApi(
  answer: (request: RecordedRequest) => Response | Promise<Response> | undefined = () => undefined,
  media: ProfilePhotosVideos = [],
) {
  let stored = about;
  return mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    const path = request.path.split('?')[0];
    if (path === '/api/profile/timeline' && request.method === 'GET') return jsonResponse(200, timeline);
    if (path === '/api/profile/timeline' && request.method === 'POST') {
      return jsonResponse(201, { ...timeline.posts[0], id: 'p2', ...(request.body as object) });
    }
    if (path === '/api/profile/about' && request.method === 'GET') return jsonResponse(200, stored);
    if (path === '/api/profile/about' && request.method === 'PUT') {
      stored = { ...stored, ...(request.body as object) };
      return jsonResponse(200, stored);
    }
    if (path === '/api/profile/photos-videos') return jsonResponse(200, media);
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
}
const sent = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path).map((request) => request.body);

describe('Profile page', { timeout: 90_000 }, () => {
  it('shows the timeline’s posts and activity in Portuguese, refuses an empty post, and posts', async () => {
    const { requests } = mockProfileApi();
    const { user } = await renderApp('/pages/profile', { user: sampleUsers.user });
    expect(await screen.findByText('Os chips eSIM foram ativados.', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByText('12 curtidas · 1 compartilhamento')).toBeVisible();
    expect(screen.getByText('Ótimo!')).toBeVisible();
    expect(within(screen.getByTestId('profile-activities')).getByText('Alterou: aparelho “Moto G”')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Escreva uma publicação de 1 a 2.000 caracteres')).toBeVisible();
    expect(sent(requests, 'POST', '/api/profile/timeline')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'No que você está pensando?' }), 'Olá, equipe');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(sent(requests, 'POST', '/api/profile/timeline')).toEqual([{ message: 'Olá, equipe' }]));
  });

  it('shows the about page, checks an edit by the contract, puts the server’s refusal on its field, and saves', async () => {
    let refuse = true;
    const { requests } = mockProfileApi((request) =>
      request.method === 'PUT' && refuse
        ? jsonResponse(400, {
            message: 'Invalid body',
            error: { 'contact.emails.0': 'List up to 5 valid email addresses' },
            codes: { 'contact.emails.0': 'profile.emails' },
          })
        : undefined,
    );
    const { user } = await renderApp('/pages/profile?tab=about', { user: sampleUsers.user });
    expect(await screen.findByText('Cuido das linhas.', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByText('Conecta · 2021')).toBeVisible();
    expect(screen.getByText('Operações · 42 membros')).toBeVisible();
    expect(screen.getAllByText('Não informado').length).toBeGreaterThan(0);

    await user.click(screen.getByTestId('profile-edit-about'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar o perfil' });
    const birthday = within(dialog).getByRole('textbox', { name: 'Data de nascimento' });
    await user.clear(birthday);
    await user.type(birthday, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe a data de nascimento (ano-mês-dia), no passado')).toBeVisible();
    expect(sent(requests, 'PUT', '/api/profile/about')).toEqual([]);

    await user.clear(birthday);
    await user.type(birthday, '1991-02-03');
    // The server refuses an address the contract let through: its sentence goes on the emails' input.
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mails' }), 'eu@conecta.example');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Liste até 5 e-mails válidos')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'E-mails' })).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(requests, 'PUT', '/api/profile/about').at(-1)).toMatchObject({
      general: { birthday: '1991-02-03', locations: ['Recife'] },
      work: { jobs: [{ company: 'Conecta', date: '2021' }] },
      contact: { emails: ['eu@conecta.example'] },
    });
  });

  it('says when there are no photos or videos yet, and when a tab could not be loaded, then tries again', async () => {
    let fail = true;
    let answer: (response: Response) => void = () => {};
    mockProfileApi((request) => {
      if (request.path !== '/api/profile/photos-videos' || !fail) return undefined;
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const { user } = await renderApp('/pages/profile?tab=photos-videos', { user: sampleUsers.user });
    expect(await screen.findByTestId('profile-media-loading', {}, { timeout: 15_000 })).toBeVisible();
    await act(async () => answer(jsonResponse(500, { message: 'down' })));
    const alert = await screen.findByTestId('profile-media-error');
    expect(alert).toHaveTextContent('Não foi possível carregar esta parte do perfil.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Ainda não há fotos nem vídeos.')).toBeVisible();
  });
});
