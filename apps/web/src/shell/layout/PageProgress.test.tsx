import { render as renderAlone, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { PageProgress, pageProgressDelayMs } from './PageProgress';

// Inside the store, as in the app: the bar's boundary tries again when the server comes back.
const render = (ui: ReactNode) => renderAlone(<Provider store={makeStore()}>{ui}</Provider>);

const bar = () => document.querySelector('.MuiLinearProgress-root');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('page progress', () => {
  // The bar's chunk already here: only the delay may hold it back.
  beforeAll(() => import('./TopProgressBar'));

  it('waits a configurable delay before it shows, so a quick load shows no bar (§9)', async () => {
    expect(pageProgressDelayMs).toBeGreaterThan(0);
    render(<PageProgress delayMs={150} />);
    expect(bar()).toBeNull();
    await wait(60);
    expect(bar()).toBeNull();
    await waitFor(() => expect(bar()).not.toBeNull());
  });

  it('never shows for a page that arrives within the delay', async () => {
    const view = render(<PageProgress delayMs={100} />);
    await wait(30);
    view.unmount();
    await wait(150);
    expect(bar()).toBeNull();
  });

  it('shows at once with no delay', async () => {
    render(<PageProgress delayMs={0} />);
    await waitFor(() => expect(bar()).not.toBeNull());
  });
});
