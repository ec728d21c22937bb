import { render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PageProgress, pageProgressDelayMs } from './PageProgress';

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
