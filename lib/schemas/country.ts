// The spec's country reference record (section 3), as GET /api/country answers it. Client-safe.
import { z } from 'zod';

export const countryRow = z.object({
  name: z.string(),
  topLevelDomain: z.array(z.string()),
  alpha2Code: z.string(),
  alpha3Code: z.string(),
  callingCodes: z.array(z.string()),
  capital: z.string(),
  altSpellings: z.array(z.string()),
  region: z.string(),
  subregion: z.string(),
  /** Not in the dataset: always null. */
  population: z.number().nullable(),
  latlng: z.array(z.number()),
  demonym: z.string(),
  area: z.number().nullable(),
  /** Not in the dataset: always null. */
  gini: z.number().nullable(),
  /** Not in the dataset: always empty. */
  timezones: z.array(z.string()),
  borders: z.array(z.string()),
  nativeName: z.string(),
  numericCode: z.string().nullable(),
  currencies: z.array(z.object({ code: z.string(), name: z.string(), symbol: z.string().nullable() })),
  languages: z.array(z.object({ iso639_1: z.string().nullable(), iso639_2: z.string(), name: z.string(), nativeName: z.string() })),
  translations: z.record(z.string(), z.string().nullable()),
  /** The flag's address: GET /api/country/{alpha2}/flag (SVG). */
  flag: z.string(),
  /** Not in the dataset: always empty. */
  regionalBlocs: z.array(
    z.object({ acronym: z.string(), name: z.string(), otherAcronyms: z.array(z.string()), otherNames: z.array(z.string()) }),
  ),
  cioc: z.string().nullable(),
});
export type CountryRow = z.infer<typeof countryRow>;

export const countryQuery = z.strictObject({ q: z.string().trim().max(100).optional() });

/** An ISO 3166 alpha-2 or alpha-3 code in a path. */
export const countryCodeParams = z.strictObject({
  code: z
    .string()
    .regex(/^[A-Za-z]{2,3}$/)
    .transform((v) => v.toUpperCase()),
});
