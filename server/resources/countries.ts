// The spec's country reference (section 3), built once from the `world-countries` dataset (mledoze/countries,
// ODbL) in the spec's field names. The dataset has no population, Gini index, timezones or regional blocs:
// those answer null or empty, as the spec allows ('Some values are null or empty').
import fs from 'node:fs';
import path from 'node:path';
import countries, { type Country } from 'world-countries';
import type { CountryRow } from '@/lib/schemas/country';
import { notFound } from '@/server/http/errors';

/** The spec's translation keys and the dataset's (ISO 639-3) keys; Breton ('br') is not in the dataset. */
const TRANSLATIONS: Record<string, string> = {
  de: 'deu',
  es: 'spa',
  fr: 'fra',
  ja: 'jpn',
  it: 'ita',
  br: 'bre',
  pt: 'por',
  nl: 'nld',
  hr: 'hrv',
  fa: 'per',
};

/** ICU canonicalises a 3-letter language code to its 2-letter one where ISO 639-1 has it ('ind' -> 'id'). */
function language(code3: string, name: string) {
  let iso1: string | null = null;
  let nativeName = name;
  try {
    const canonical = new Intl.Locale(code3).language;
    iso1 = canonical.length === 2 ? canonical : null;
    nativeName = new Intl.DisplayNames([canonical], { type: 'language' }).of(canonical) ?? name;
  } catch {
    // an unknown code keeps the English name
  }
  return { iso639_1: iso1, iso639_2: code3, name, nativeName };
}

/** '+6' with suffix '2' is 62; a root with many suffixes (+1 201, +1 202, ...) is the root alone, as restcountries gives it. */
function callingCodes(c: Country): string[] {
  const root = c.idd.root?.replace('+', '') ?? '';
  if (!root) return [];
  if (c.idd.suffixes.length === 1) return [`${root}${c.idd.suffixes[0]}`];
  return [root];
}

function toRow(c: Country): CountryRow {
  const native = Object.values(c.name.native ?? {})[0];
  return {
    name: c.name.common,
    topLevelDomain: c.tld ?? [],
    alpha2Code: c.cca2,
    alpha3Code: c.cca3,
    callingCodes: callingCodes(c),
    capital: c.capital[0] ?? '',
    altSpellings: c.altSpellings,
    region: c.region,
    subregion: c.subregion,
    population: null,
    latlng: c.latlng,
    demonym: c.demonyms?.eng?.m ?? '',
    area: c.area ?? null,
    gini: null,
    timezones: [],
    borders: c.borders,
    nativeName: native?.common ?? c.name.common,
    numericCode: c.ccn3 || null,
    currencies: Object.entries(c.currencies ?? {}).map(([code, cur]) => ({ code, name: cur.name, symbol: cur.symbol ?? null })),
    languages: Object.entries(c.languages ?? {}).map(([code, name]) => language(code, name)),
    translations: Object.fromEntries(Object.entries(TRANSLATIONS).map(([key, code3]) => [key, c.translations[code3]?.common ?? null])),
    flag: `/api/country/${c.cca2}/flag`,
    regionalBlocs: [],
    cioc: c.cioc || null,
  };
}

let cache: { rows: CountryRow[]; byCode: Map<string, CountryRow> } | null = null;

function table() {
  if (!cache) {
    const rows = countries.map(toRow).sort((a, b) => a.name.localeCompare(b.name));
    const byCode = new Map<string, CountryRow>();
    for (const r of rows) {
      byCode.set(r.alpha2Code, r);
      byCode.set(r.alpha3Code, r);
    }
    cache = { rows, byCode };
  }
  return cache;
}

/** Every country by name, or those whose name, alpha codes or calling code match q. */
export function listCountries(q?: string) {
  const { rows } = table();
  const needle = q?.trim().toLowerCase();
  const data = needle
    ? rows.filter(
        (r) =>
          r.name.toLowerCase().includes(needle) ||
          r.alpha2Code.toLowerCase() === needle ||
          r.alpha3Code.toLowerCase() === needle ||
          r.callingCodes.includes(needle.replace(/^\+/, '')),
      )
    : rows;
  return { total: data.length, data };
}

/** The country of an alpha-2 or alpha-3 code (any case), or undefined. */
export function findCountry(code: string): CountryRow | undefined {
  return table().byCode.get(code.toUpperCase());
}

export function getCountry(code: string): CountryRow {
  const c = findCountry(code);
  if (!c) throw notFound(`Country ${code} not found`);
  return c;
}

/** The flag as SVG, from the dataset's files. */
export function countryFlag(code: string): Response {
  const c = getCountry(code);
  const file = path.join(process.cwd(), 'node_modules', 'world-countries', 'data', `${c.alpha3Code.toLowerCase()}.svg`);
  if (!fs.existsSync(file)) throw notFound(`No flag for ${code}`);
  return new Response(fs.readFileSync(file), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  });
}
