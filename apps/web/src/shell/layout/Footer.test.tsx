import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleUsers } from '../../test/renderApp';

describe('footer', () => {
  it('links the technologies, Purchase in a new tab and Documentation in the console', async () => {
    await renderApp('/conecta/devicelist', { user: sampleUsers.user });
    const purchase = await screen.findByRole('link', { name: 'Comprar' });
    expect(purchase).toHaveAttribute('target', '_blank');
    expect(purchase.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Documentação' })).toHaveAttribute('href', '/documentation');
    expect(screen.getByRole('link', { name: 'React' })).toHaveAttribute('target', '_blank');
  });
});
