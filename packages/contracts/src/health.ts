import * as z from 'zod/mini';

export const healthSchema = z.object({ status: z.literal('ok') });
