import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from '../../app/connection/OfflineNotice';
import { makeStore } from '../../app/store';
import { languageChanged } from '../i18n/languageSlice';
import { PageBoundary } from './boundaries';
import { PanelBoundary } from './PanelError';
import { lazyWithRetry } from './retryImport';

const chunkGone = () =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/Page-x1.js');

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderInStore(ui: React.ReactNode, language?: 'ar') {
  const store = makeStore();
  if (language) store.dispatch(languageChanged(language));
  render(<Provider store={store}>{ui}</Provider>);
  return store;
}

describe('a page whose script does not arrive', () => {
  it('says so in the user’s language with the offline notice, and shows the page by itself once the server answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let serverUp = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (!serverUp) throw new TypeError('Failed to fetch');
        return new Response('{"status":"ok"}', { status: 200 });
      }),
    );
    const Page = lazyWithRetry(async () => {
      if (!serverUp) throw chunkGone();
      return { default: () => <h1>Caixa de entrada</h1> };
    });
    renderInStore(
      <>
        <nav>Navegação</nav>
        <PageBoundary>
          <Suspense fallback={<p>carregando</p>}>
            <Page />
          </Suspense>
        </PageBoundary>
        <OfflineNotice />
      </>,
    );

    const failure = await screen.findByTestId('page-error', {}, { timeout: 5000 });
    expect(within(failure).getByRole('heading')).toHaveTextContent('Não foi possível abrir esta página');
    expect(await within(failure).findByText(/Uma parte do console não carregou/)).toBeVisible();
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent('Sem conexão com o servidor');
    expect(screen.getByText('Navegação')).toBeVisible();

    serverUp = true;
    expect(await screen.findByRole('heading', { name: 'Caixa de entrada' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByTestId('page-error')).toBeNull();
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  }, 15_000);
});

function Broken({ broken }: { broken: boolean }) {
  if (broken) throw new Error('a bug in the panel');
  return <p>Painel de tarefas</p>;
}

describe('a part that breaks while rendering', () => {
  it('takes only its panel: the rest keeps working, and "try again" renders it anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Layout() {
      const [broken, setBroken] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setBroken(false)}>
            consertar
          </button>
          <PanelBoundary>
            <Broken broken={broken} />
          </PanelBoundary>
          <p>Chat da equipe</p>
        </>
      );
    }
    renderInStore(<Layout />);
    const failed = await screen.findByRole('button', { name: /Este painel não pôde ser exibido/ });
    expect(screen.getByText('Chat da equipe')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'consertar' }));
    await userEvent.click(failed);
    expect(await screen.findByText('Painel de tarefas')).toBeVisible();
  });

  it('says what happened on the page in Arabic for an Arabic reader', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInStore(
      <PageBoundary>
        <Broken broken />
      </PageBoundary>,
      'ar',
    );
    const failure = await screen.findByTestId('page-error');
    expect(within(failure).getByRole('heading')).toHaveTextContent('تعذّر فتح هذه الصفحة');
    expect(failure).toHaveTextContent('حدث خطأ أثناء عرض هذه الصفحة');
    await waitFor(() => expect(within(failure).getByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeVisible());
  });
});
