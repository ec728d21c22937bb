import { getContrastRatio } from '@mui/material/styles';
import { blend, decomposeColor, recomposeColor } from '@mui/system/colorManipulator';
import { describe, expect, it } from 'vitest';
import { paletteNames } from '../palettes';
import { createAppTheme } from '../theme';

/** A colour as painted over `ground`: a translucent text colour (MUI's text.secondary) mixes with it. */
function paintedOver(ground: string, colour: string): string {
  const { values } = decomposeColor(colour);
  const opacity = values[3] ?? 1;
  if (opacity >= 1) return colour;
  return blend(ground, recomposeColor({ type: 'rgb', values: [values[0], values[1], values[2]] }), opacity);
}

/**
 * The footer's text in every pair of main and footer theme (the end-to-end test renders a few of them, to show the
 * footer wears these colours): every footer preset over a dark main theme, and the themes derived from each main
 * one in the opposite mode. What `Footer.tsx` paints: text.primary and text.secondary on the paper, the contained
 * button's text on the primary colour, the outlined one in text.primary.
 */
describe('the footer over every pair of main and footer theme', () => {
  const pairs = [
    ...paletteNames.map((footer) => ({ main: 'defaultDark', footer })),
    ...paletteNames.map((main) => ({ main, footer: /dark/i.test(main) ? 'mainThemeLight' : 'mainThemeDark' })),
  ];

  it('keeps a contrast of 4.5 or more for every text it shows', () => {
    const unreadable: string[] = [];
    for (const { main, footer } of pairs) {
      const { palette } = createAppTheme('ltr', footer, main);
      const paper = palette.background.paper;
      const texts = {
        text: getContrastRatio(paintedOver(paper, palette.text.primary), paper),
        technologies: getContrastRatio(paintedOver(paper, palette.text.secondary), paper),
        purchase: getContrastRatio(palette.primary.contrastText, palette.primary.main),
      };
      for (const [what, ratio] of Object.entries(texts))
        if (ratio < 4.5) unreadable.push(`${main}/${footer} ${what}: ${ratio.toFixed(2)}`);
    }
    expect(pairs).toHaveLength(54);
    expect(unreadable).toEqual([]);
  });
});
