import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18nextOptions, type LocaleFiles, localeBackend } from './loader';

const strings: Record<string, Record<string, Record<string, string>>> = {
  shell: {
    'pt-BR': { language: 'Idioma' },
    en: { language: 'Language' },
    tr: { language: 'Dil' },
    ar: { language: 'اللغة' },
  },
  devices: {
    'pt-BR': { title: 'Lista de dispositivos' },
    en: { title: 'Device list' },
    tr: { title: 'Cihaz listesi' },
    ar: { title: 'قائمة الأجهزة' },
  },
};

/** Each namespace's files as `import.meta.glob` lists them, with a record of every file fetched. */
function fakeFiles() {
  const fetched: string[] = [];
  const registry = new Map<string, LocaleFiles>();
  for (const [namespace, byLanguage] of Object.entries(strings)) {
    const files: LocaleFiles = {};
    for (const [language, content] of Object.entries(byLanguage)) {
      files[`./locales/${language}.json`] = vi.fn(async () => {
        fetched.push(`${namespace}/${language}`);
        return content;
      });
    }
    registry.set(namespace, files);
  }
  return { fetched, registry };
}

async function startI18n(language: 'pt-BR' | 'en') {
  const { fetched, registry } = fakeFiles();
  const i18n = createInstance();
  await i18n
    .use(localeBackend((namespace) => registry.get(namespace)))
    .use(initReactI18next)
    .init(i18nextOptions(language, 'shell'));
  return { i18n, fetched };
}

describe('locale loader', () => {
  it('fetches only the active language of the namespaces asked for', async () => {
    const { i18n, fetched } = await startI18n('pt-BR');
    expect(fetched).toEqual([]);

    await i18n.loadNamespaces(['shell', 'devices']);

    expect(fetched.sort()).toEqual(['devices/pt-BR', 'shell/pt-BR']);
    expect(i18n.t('devices:title')).toBe('Lista de dispositivos');
  });

  it('fetches the new language of every namespace in use when the language changes, and only then switches', async () => {
    const { i18n, fetched } = await startI18n('pt-BR');
    await i18n.loadNamespaces(['shell', 'devices']);
    fetched.length = 0;

    const switching = i18n.changeLanguage('en');
    // Until the English files are here, the screen keeps reading Portuguese.
    expect(i18n.t('devices:title')).toBe('Lista de dispositivos');
    await switching;

    expect(fetched.sort()).toEqual(['devices/en', 'shell/en']);
    expect(i18n.t('devices:title')).toBe('Device list');
    expect(i18n.t('shell:language')).toBe('Language');

    // Back to a language already fetched: nothing is fetched again.
    fetched.length = 0;
    await i18n.changeLanguage('pt-BR');
    expect(fetched).toEqual([]);
  });

  it('keeps a component waiting until its namespace is here, then shows it in the new language after a switch', async () => {
    const { i18n, fetched } = await startI18n('pt-BR');
    function Title() {
      const { t } = useTranslation('devices');
      return <h1>{t('title')}</h1>;
    }

    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>Loading</p>}>
          <Title />
        </Suspense>
      </I18nextProvider>,
    );

    // Never the bare key: the fallback, then the Portuguese title.
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lista de dispositivos' })).toBeVisible();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Device list' })).toBeVisible();
    expect(fetched.sort()).toEqual(['devices/en', 'devices/pt-BR']);
  });
});
