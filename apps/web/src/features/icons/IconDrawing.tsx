import type { IconSvgElement } from '@conecta/contracts/icons';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { createElement } from 'react';

/**
 * An icon drawn from the elements the server read from its module (`/api/icons/svg`): the page shows thousands
 * of icons without loading their code. The elements and attributes are the contract's short lists, made with
 * `createElement`, never as markup.
 */
export function IconDrawing({ elements, ...props }: { elements: readonly IconSvgElement[] } & SvgIconProps) {
  return (
    <SvgIcon aria-hidden {...props}>
      {elements.map((element, index) =>
        // The elements are in the module's order and never reordered: the index is their identity.
        createElement(element.tag, { key: index, ...element.attrs }),
      )}
    </SvgIcon>
  );
}
