// Areas, airports and bases: the airline's network.
import { z } from 'zod';
import { id, idFilter, int, num, optionalText, sentence, text } from '@/lib/schemas/fields';
import { listQuery } from '@/lib/schemas/list';

export const IATA = /^[A-Z]{3}$/;
export const ICAO = /^[A-Z]{4}$/;

const upper = (label: string, re: RegExp, example: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(re, { error: `${sentence(label)} must look like ${example}` }));

// --- Area
export const areaCreate = z.strictObject({
  name: text(100),
  code: upper('code', /^[A-Z0-9]{2,10}$/, 'PHL (2-10 letters or digits)'),
  description: optionalText(),
});
export const areaUpdate = areaCreate.partial();
export const areaQuery = listQuery(['id', 'name', 'code']);

// --- Airport
const airportFields = {
  iata: upper('IATA code', IATA, 'WMX').nullish(),
  icao: upper('ICAO code', ICAO, 'WAJW').nullish(),
  name: text(150),
  city: text(100),
  country: text(100).default('Indonesia'),
  latitude: num(-90, 90),
  longitude: num(-180, 180),
  elevation_ft: int('elevation', -1500, 30000).nullish(),
  timezone: z
    .string({ error: 'Please input timezone' })
    .refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'Timezone must be an IANA zone such as Asia/Jayapura' },
    )
    .default('Asia/Jakarta'),
  runway_designation: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-3]?\d[LRC]?(\/[0-3]?\d[LRC]?)?$/, { error: 'Runway must look like 15/33' })
    .nullish(),
  runway_length_m: int('runway length', 100, 6000).nullish(),
  runway_width_m: int('runway width', 5, 100).nullish(),
  runway_surface: optionalText(50),
  active: z.boolean().default(true),
};
export const airportCreate = z
  .strictObject(airportFields)
  .refine((a) => a.iata || a.icao, { error: 'Please input an IATA or ICAO code', path: ['iata'] });
export const airportUpdate = z.strictObject(airportFields).partial();
export const airportQuery = listQuery([
  'id',
  'iata',
  'icao',
  'name',
  'city',
  'country',
  'elevation_ft',
  'timezone',
  'runway_length_m',
]).extend({
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  timezone: z.string().max(60).optional(),
});
/** GET /api/flight/iata?q= and /icao?q=: one code or a prefix. */
export const codeQuery = z.strictObject({
  q: z
    .string({ error: 'Please input a code' })
    .trim()
    .min(1, { error: 'Please input a code' })
    .max(4)
    .transform((v) => v.toUpperCase()),
});

// --- Base
export const baseCreate = z.strictObject({
  name: text(100),
  short_name: upper('short name', /^[A-Z0-9]{2,8}$/, 'WMX (2-8 letters or digits)'),
  area_id: id('an area'),
  airport_id: id('a home airport'),
  active: z.boolean().default(true),
});
export const baseUpdate = baseCreate.partial();
export const baseQuery = listQuery(['id', 'name', 'short_name']).extend({ area_id: idFilter, airport_id: idFilter });
