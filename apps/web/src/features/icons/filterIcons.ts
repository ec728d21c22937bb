import type { IconCatalogue, IconCategory } from '@conecta/contracts/icons';

/**
 * The icons that match the search and the category: each word of the search must be part of the name or the
 * start of one of the tags (case ignored), so "arrow back" finds `ArrowBack` and `ArrowBackIos`.
 */
export function filterIcons(catalogue: IconCatalogue, q: string, category: IconCategory | ''): IconCatalogue {
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return catalogue.filter((entry) => {
    if (category && !entry.categories.includes(category)) return false;
    const name = entry.name.toLowerCase();
    return words.every((word) => name.includes(word) || entry.tags.some((tag) => tag.startsWith(word)));
  });
}

/** The export of an icon in a family: `Check` + `Outlined` → `CheckOutlined`. */
export const exportNameOf = (name: string, family: string) => (family === 'Filled' ? name : `${name}${family}`);

/** How a module imports the icon. */
export const importLineOf = (exportName: string) =>
  `import ${exportName}Icon from '@mui/icons-material/${exportName}';`;
