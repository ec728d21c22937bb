import * as z from 'zod/mini';
import { brazilianStates, deviceKinds, deviceNetworks } from './devices';
import { defineMessages } from './messages';

/**
 * Analytics dashboard (`/apps/dashboards/analytics`), one call under `/api/analytics-dashboard-app`: every
 * figure computed by SQL from the console's own data (the fleet, the accounts' sign-ins, the chat messages).
 *
 * - An **active line** is a device with a line (MSISDN) in service: counted from the day it was added until the
 *   day it was last seen, or until now while its status is `active`. The series gives, for each bucket, the lines
 *   in service at its end; the comparison is the same series for the period just before.
 * - **Sign-ins** are accounts by the day of their last sign-in (the one sign-in time the console keeps).
 * - **Chat activity** is chat messages sent per bucket.
 * - The breakdowns (network, kind, manufacturer, state, city) count every device of the fleet.
 */

/** The sentences of the analytics dashboard, in English, each with its code `analyticsDashboard.<key>`. */
export const analyticsDashboardMessages = defineMessages('analyticsDashboard', {
  range: 'Choose a range: 7d, 30d, 90d or 12m',
});

/** The ranges the dashboard switches between: 7, 30 or 90 days (one point a day) or 12 months (one a month). */
export const analyticsRanges = ['7d', '30d', '90d', '12m'] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];
export const defaultAnalyticsRange: AnalyticsRange = '30d';

/** Most cities the top-cities widget lists; most manufacturers listed before the rest are summed as `other`. */
export const analyticsLimits = { topCities: 10, manufacturers: 8 } as const;

/** `GET /api/analytics-dashboard-app/widgets?range=30d`. */
export const analyticsWidgetsQuerySchema = z.object({
  range: z._default(z.enum(analyticsRanges, analyticsDashboardMessages.range), defaultAnalyticsRange),
});
export type AnalyticsWidgetsQuery = z.input<typeof analyticsWidgetsQuerySchema>;

/** One bucket of a series: its first day (`YYYY-MM-DD`, UTC), its value and the value of the same bucket one period before. */
export const analyticsPointSchema = z.object({ date: z.string(), value: z.number(), previous: z.number() });
export type AnalyticsPoint = z.infer<typeof analyticsPointSchema>;

/** A series with its figure for the period and the period before (a level for lines, a sum for activity). */
export const analyticsSeriesSchema = z
  .object({ points: z.array(analyticsPointSchema), total: z.number(), previousTotal: z.number() })
  .register(z.globalRegistry, { id: 'AnalyticsSeries' });
export type AnalyticsSeries = z.infer<typeof analyticsSeriesSchema>;

const countOf = <T extends z.ZodMiniType>(key: T) => z.object({ key, count: z.number() });

export const analyticsWidgetsSchema = z
  .object({
    range: z.enum(analyticsRanges),
    /** Buckets are days, or months for `12m`. */
    bucket: z.enum(['day', 'month']),
    /** When the figures were computed (ISO). */
    generatedAt: z.string(),
    /** Every device of the fleet. */
    totalDevices: z.number(),
    activeLines: analyticsSeriesSchema,
    signIns: analyticsSeriesSchema,
    chatMessages: analyticsSeriesSchema,
    devicesByNetwork: z.array(countOf(z.enum(deviceNetworks))),
    devicesByKind: z.array(countOf(z.enum(deviceKinds))),
    /** The biggest manufacturers, most devices first; `otherManufacturers` sums the rest. */
    devicesByManufacturer: z.array(countOf(z.string())),
    otherManufacturers: z.number(),
    /** Every one of the 27 states, zero included; devices without a state are not counted. */
    devicesByState: z.array(countOf(z.enum(brazilianStates))),
    topCities: z.array(z.object({ city: z.string(), state: z.nullable(z.enum(brazilianStates)), count: z.number() })),
  })
  .register(z.globalRegistry, { id: 'AnalyticsWidgets' });
export type AnalyticsWidgets = z.infer<typeof analyticsWidgetsSchema>;
