// Phone numbers, stored as digits with the calling code first and no '+' (spec 5). For Indonesia the spec's
// rule: the + is removed, a leading 0 or 8 becomes 62; spaces, dots, dashes and parentheses are dropped.
// Another country's number is read with that country's plan (libphonenumber-js, its small metadata), so a
// Singapore '8123 4567' is 6581234567, not 6281234567. Client-safe.
import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/min';

const COUNTRIES = new Set<string>(getCountries());

/** The stored form of a number typed for a customer of `country` (ISO alpha-2, Indonesia by default), or null when empty. */
export function normalisePhone(input: string | null | undefined, country = 'ID'): string | null {
  if (input === null || input === undefined) return null;
  let digits = input.trim().replace(/[\s().-]/g, '');
  if (!digits) return null;
  if (country !== 'ID' && COUNTRIES.has(country)) {
    const parsed = parsePhoneNumberFromString(digits, country as CountryCode);
    if (parsed?.isValid()) return parsed.number.slice(1);
  }
  digits = digits.replace(/^\+/, '');
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  else if (digits.startsWith('8')) digits = `62${digits}`;
  return digits;
}

/** A normalised number: digits only, 8 to 15 of them (E.164 length). */
export function isPhone(normalised: string): boolean {
  return /^\d{8,15}$/.test(normalised);
}

/** Every screen's way of writing a stored number: '+62 878-4811-2768', '+65 8123-4567'; '–' for none. */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '–';
  const parsed = parsePhoneNumberFromString(`+${stored.replace(/^\+/, '')}`);
  if (!parsed) return `+${stored}`;
  const [code, ...groups] = parsed.formatInternational().split(' ');
  return groups.length ? `${code} ${groups.join('-')}` : code;
}
