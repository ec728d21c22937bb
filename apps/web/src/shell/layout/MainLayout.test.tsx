import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appSlots } from '../../app/mainLayout';
import { userSignedIn } from '../../app/session/authSlice';
import { makeStore } from '../../app/store';
import { renderApp, sampleUsers } from '../../test/renderApp';
import '../i18n';
import { settingsApplied } from '../settings/settingsSlice';
import { createAppTheme } from '../theme';
import { useCoversEdge } from './edgeCover';
import { MainLayout } from './MainLayout';
import type { ShellSlots } from './slots';

/** A side panel that is open while its checkbox is ticked. */
function OpenDrawer() {
  const [open, setOpen] = useState(false);
  useCoversEdge(open);
  return (
    <label>
      <input type="checkbox" checked={open} onChange={(event) => setOpen(event.target.checked)} />
      Drawer open
    </label>
  );
}

const slots: ShellSlots = {
  toolbarItems: [
    { id: 'second', order: 2, component: () => <button type="button">Second</button> },
    { id: 'first', order: 1, component: () => <button type="button">First</button> },
    { id: 'members', order: 3, signedIn: true, component: () => <button type="button">Members only</button> },
  ],
  sidePanels: [
    { id: 'drawer', component: OpenDrawer },
    {
      id: 'rail',
      region: 'rightSidePanel',
      signedIn: true,
      endRailWidth: 70,
      component: () => <aside aria-label="Rail panel" />,
    },
  ],
};

function renderLayout({ signedIn, rightSidePanel = true }: { signedIn: boolean; rightSidePanel?: boolean }) {
  const store = makeStore();
  if (signedIn) store.dispatch(userSignedIn(sampleUsers.user));
  if (!rightSidePanel) store.dispatch(settingsApplied({ layout: { config: { rightSidePanel: { display: false } } } }));
  render(
    <Provider store={store}>
      <ThemeProvider theme={createAppTheme('ltr')}>
        <MemoryRouter>
          <MainLayout navigation={[]} slots={slots} />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
}

describe('main layout slots', () => {
  it("renders the features' toolbar buttons in their order, and their side panels, for whom they are meant", () => {
    renderLayout({ signedIn: true });
    const toolbar = screen.getByTestId('toolbar');
    const names = ['First', 'Second', 'Members only'];
    const buttons = names.map((name) => screen.getByRole('button', { name }));
    for (const button of buttons) expect(toolbar).toContainElement(button);
    expect(buttons[0]?.compareDocumentPosition(buttons[1] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole('complementary', { name: 'Rail panel' })).toBeInTheDocument();
  });

  it("leaves out a guest's members-only slots", () => {
    renderLayout({ signedIn: false });
    expect(screen.getByRole('button', { name: 'First' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Members only' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Rail panel' })).not.toBeInTheDocument();
  });

  it('leaves out the right side panel region when the layout hides it', () => {
    renderLayout({ signedIn: true, rightSidePanel: false });
    expect(screen.queryByRole('complementary', { name: 'Rail panel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Members only' })).toBeVisible();
  });
});

describe('the settings buttons on the edge', () => {
  it('step aside while a side panel or drawer is open, and come back when it closes', async () => {
    renderLayout({ signedIn: false });
    const themeSettings = screen.getByRole('button', { name: 'Abrir configurações do tema' });
    expect(themeSettings).toBeVisible();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Drawer open' }));
    expect(themeSettings).not.toBeVisible();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Drawer open' }));
    expect(themeSettings).toBeVisible();
  });
});

describe('the team chat and the quick panel plug into the slots', () => {
  it('are contributed by their features', () => {
    expect(appSlots.toolbarItems.map((item) => item.id)).toEqual(['quick-panel', 'chat']);
    expect(appSlots.sidePanels.map((panel) => panel.id).sort()).toEqual(['chat', 'quick-panel']);
  });

  it("show their buttons in a signed-in user's toolbar and the chat's rail beside the page", async () => {
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.user });
    const toolbar = await screen.findByTestId('toolbar');
    expect(toolbar).toContainElement(screen.getByTestId('quick-panel-toggle'));
    expect(toolbar).toContainElement(screen.getByTestId('chat-toggle'));
    // The chat's panel host renders through its side panel slot, and opens from its toolbar button.
    await user.click(screen.getByTestId('chat-toggle'));
    expect(await screen.findByTestId('chat-panel')).toBeInTheDocument();
  });
});
