// A customer's phone as typed, stored as its international digits (no '+'): an Indonesian number by spec 5's
// rule (a leading 0 or 8 becomes 62), another country's by its numbering plan (libphonenumber-js), so that
// '8123 4567' of a customer in Singapore is 6581234567, not 6281234567. A number typed with '+' keeps the
// country it names.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { isPhone, normalisePhone } from '@/lib/rules/phone';
import { badRequest } from '@/server/http/errors';

export const PHONE_MESSAGE = 'Please input a phone number of the customer’s country (e.g. 0812 3456 7890 in Indonesia)';

/** The stored digits; null for none, undefined when not given; a 400 on the phone field when it is not a number there. */
export function phoneOfCountry(typed: string | null | undefined, country: string): string | null | undefined {
  if (typed === undefined || typed === null) return typed;
  const international = typed.trim().startsWith('+');
  if (country === 'ID' && !international) {
    const digits = normalisePhone(typed);
    if (digits !== null && !isPhone(digits)) throw badRequest(PHONE_MESSAGE, { phone: PHONE_MESSAGE });
    return digits;
  }
  const parsed = parsePhoneNumberFromString(typed, country as CountryCode);
  if (!parsed?.isValid()) throw badRequest(PHONE_MESSAGE, { phone: PHONE_MESSAGE });
  return parsed.number.slice(1);
}
