import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { animationDurationMs, hoverDurationMs, motionFor } from './motion';
import { PageHeader, pageHeaderHeight } from './PageHeader';
import { createAppTheme } from './theme';

function renderHeader(animations: boolean) {
  render(
    <ThemeProvider theme={createAppTheme('ltr', 'default', 'default', animations)}>
      <PageHeader title="Lista de dispositivos">1.204 dispositivos</PageHeader>
    </ThemeProvider>,
  );
  return screen.getByTestId('page-header');
}

describe('page header', () => {
  it('is a band 120 px high, as the spec’s header height (§9)', () => {
    expect(pageHeaderHeight).toBe(120);
    const header = renderHeader(true);
    expect(getComputedStyle(header).minHeight).toBe('120px');
    expect(screen.getByRole('heading', { level: 1, name: 'Lista de dispositivos' })).toBeVisible();
  });

  it('slides in over the animation duration', () => {
    expect(getComputedStyle(renderHeader(true)).animation).toMatch(/1000ms ease-out/);
  });

  it('does not move with animations off', () => {
    expect(getComputedStyle(renderHeader(false)).animation).not.toMatch(/ms/);
  });
});

describe('motion (§9)', () => {
  it('lasts 1000 ms for an animation and 400 ms for a hover, 0 with animations off', () => {
    expect(animationDurationMs).toBe(1000);
    expect(hoverDurationMs).toBe(400);
    expect(motionFor(true)).toEqual({ animation: 1000, hover: 400 });
    expect(motionFor(false)).toEqual({ animation: 0, hover: 0 });
    expect(createAppTheme('ltr').shellMotion).toMatchObject({ animation: 1000, hover: 400 });
    expect(createAppTheme('ltr', 'default', 'default', false).shellMotion).toMatchObject({ animation: 0, hover: 0 });
  });

  it('eases a hover over 400 ms on the shell’s buttons and menu items', () => {
    const theme = createAppTheme('ltr');
    for (const component of ['MuiButton', 'MuiIconButton', 'MuiListItemButton', 'MuiMenuItem'] as const)
      expect(theme.components?.[component]?.styleOverrides?.root).toMatchObject({ transitionDuration: '400ms' });
    const still = createAppTheme('ltr', 'default', 'default', false);
    expect(still.components?.MuiIconButton?.styleOverrides?.root).toBeUndefined();
  });
});
