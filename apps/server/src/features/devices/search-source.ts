import { or, sql } from 'drizzle-orm';
import { excerptAround, type SearchSource } from '../../platform/search-source';
import { deviceWhere } from './queries';
import { devices } from './table';

/**
 * Devices for the console-wide search, by the device list's own quick search (an IMEI, ICCID or line by its
 * digits through their unique indexes; otherwise the model's trigram index, the owner or the maker), at most
 * `limit` rows and no sort, so a million-row fleet is read only as far as the hits. An identifier typed in
 * full ranks first.
 */
export const devicesSearchSource: SearchSource = {
  kind: 'device',
  access: 'user',
  async search(db, { q, limit }) {
    const where = await deviceWhere(db, { q });
    const digits = q.replace(/[\s\-+.()]/g, '');
    const exact = /^\d+$/.test(digits)
      ? or(
          sql`${devices.imei} = ${digits}`,
          sql`${devices.iccid} = ${digits}`,
          sql`${devices.msisdn} in (${`+${digits}`}, ${`+55${digits}`})`,
        )
      : sql`false`;
    const rows = await db
      .select({
        id: devices.id,
        imei: devices.imei,
        manufacturer: devices.manufacturer,
        model: devices.model,
        msisdn: devices.msisdn,
        ownerName: devices.ownerName,
        city: devices.city,
        exact: sql<boolean>`${exact}`,
      })
      .from(devices)
      .where(where)
      .limit(limit);
    return rows.map((row) => ({
      kind: 'device' as const,
      id: row.id,
      title: `${row.manufacturer} ${row.model}`,
      url: `/conecta/devicelist?device=${row.id}`,
      excerpt: excerptAround(['IMEI', row.imei, row.msisdn, row.ownerName, row.city].filter(Boolean).join(' · '), q),
      rank: row.exact ? 1 : /^\d+$/.test(digits) ? 0.5 : 0.05,
    }));
  },
};
