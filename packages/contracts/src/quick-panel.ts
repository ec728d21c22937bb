import * as z from 'zod/mini';

export const quickPanelItemSchema = z.object({ id: z.string(), title: z.string(), detail: z.string() });
export type QuickPanelItem = z.infer<typeof quickPanelItemSchema>;

/** `GET /api/quick-panel/data` (console-core §7.4): the company's upcoming events and shared notes. */
export const quickPanelDataSchema = z
  .object({ events: z.array(quickPanelItemSchema), notes: z.array(quickPanelItemSchema) })
  .register(z.globalRegistry, { id: 'QuickPanelData' });
export type QuickPanelData = z.infer<typeof quickPanelDataSchema>;
