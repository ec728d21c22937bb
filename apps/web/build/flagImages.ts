import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * `country-flag-icons-svg/BR.svg` → the package's own SVG file. Its `exports` name only the JavaScript
 * strings; as files, the four flags are small cached images instead of script every page loads.
 */
export const flagImagesAlias = {
  find: /^country-flag-icons-svg\//,
  replacement: `${join(dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')), '3x2')}/`,
};
