import * as z from 'zod/mini';
import { defineMessages } from './messages';

/**
 * The icon catalogue (demo-apps §3 "Icon catalogue entry", §7 "Icons"): the icons the console ships
 * (`@mui/icons-material`), read from the installed package when the server starts, under `/api/icons`.
 */

export const iconsMessages = defineMessages('icons', {
  names: 'Name from 1 to 100 icons, separated by commas',
  family: 'Choose a family: Filled, Outlined, Rounded, Sharp or TwoTone',
});

export const iconsLimits = { names: 100, nameLength: 80 } as const;

/** The families of an icon, as MUI names its exports (`Check`, `CheckOutlined`…); `Filled` has no suffix. */
export const iconFamilies = ['Filled', 'Outlined', 'Rounded', 'Sharp', 'TwoTone'] as const;
export type IconFamily = (typeof iconFamilies)[number];

/** The sizes an icon is drawn at (demo-apps §9). */
export const iconSizes = [18, 20, 24] as const;
export type IconSize = (typeof iconSizes)[number];

/**
 * The categories an icon may have, in the order they are listed; derived from the words of its name (see the
 * server's `features/icons/catalogue.ts`).
 */
export const iconCategories = [
  'action', 'alert', 'av', 'communication', 'content', 'device', 'editor', 'file', 'hardware', 'home', 'image',
  'maps', 'navigation', 'notification', 'places', 'social', 'toggle',
] as const; // biome-ignore format: a table of names
export type IconCategory = (typeof iconCategories)[number];

/** One entry of the catalogue, with the spec's field names. */
export const iconEntrySchema = z
  .object({
    /** MUI's name of the icon's Filled export, e.g. `CheckCircle`. */
    name: z.string(),
    /** The major version of the installed `@mui/icons-material`. */
    version: z.number(),
    /** Always empty: every family answers (a family an icon lacks is drawn from one it has). */
    unsupported_families: z.array(z.string()),
    categories: z.array(z.enum(iconCategories)),
    /** The lower-case words of the name (`CheckCircle` → `check`, `circle`). */
    tags: z.array(z.string()),
    sizes_px: z.array(z.number()),
  })
  .register(z.globalRegistry, { id: 'IconEntry' });
export type IconEntry = z.infer<typeof iconEntrySchema>;

/** `GET /api/icons`: the whole catalogue, alphabetically by name. */
export const iconCatalogueSchema = z.array(iconEntrySchema).register(z.globalRegistry, { id: 'IconCatalogue' });
export type IconCatalogue = z.infer<typeof iconCatalogueSchema>;

const namesSchema = z
  .string(iconsMessages.names)
  .check(
    z.regex(/^[A-Za-z0-9]{1,80}(,[A-Za-z0-9]{1,80}){0,99}$/, iconsMessages.names),
    z.maxLength(iconsLimits.names * (iconsLimits.nameLength + 1), iconsMessages.names),
  );

/** `GET /api/icons/svg?names=Check,Add&family=Outlined`: the drawings of up to 100 icons. */
export const iconSvgQuerySchema = z.object({
  names: namesSchema,
  family: z._default(z.enum(iconFamilies, iconsMessages.family), 'Filled'),
});
export type IconSvgQuery = z.infer<typeof iconSvgQuerySchema>;

/** The SVG elements an icon may be drawn with, and the attributes they may carry (nothing else is sent). */
export const iconSvgTags = ['path', 'circle', 'ellipse', 'rect', 'polygon', 'polyline', 'g'] as const;
export const iconSvgAttributes = [
  'd', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'width', 'height', 'points', 'opacity', 'fillOpacity', 'transform',
  'fillRule', 'clipRule',
] as const; // biome-ignore format: a table of names

export const iconSvgElementSchema = z.object({
  tag: z.enum(iconSvgTags),
  attrs: z.record(z.string(), z.string()),
});
export type IconSvgElement = z.infer<typeof iconSvgElementSchema>;

export const iconSvgSchema = z.object({
  /** The catalogue name asked for. */
  name: z.string(),
  /** The export drawn, e.g. `CheckOutlined`; the family asked for, or the first the icon has. */
  exportName: z.string(),
  /** Drawn on a 24 × 24 grid. */
  elements: z.array(iconSvgElementSchema),
});
export type IconSvg = z.infer<typeof iconSvgSchema>;

/** The drawings found (unknown names are left out), in the order asked. */
export const iconSvgListSchema = z
  .object({ icons: z.array(iconSvgSchema) })
  .register(z.globalRegistry, { id: 'IconSvgList' });
export type IconSvgList = z.infer<typeof iconSvgListSchema>;
