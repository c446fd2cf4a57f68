// Phone numbers normalised to a leading 62 (spec 5): the + is removed, a leading 0 or 8 becomes 62...
// Spaces, dots, dashes and parentheses are dropped. Client-safe.

/** The normalised number, or null for an empty input. Does not judge validity (see isPhone). */
export function normalisePhone(input: string | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  let digits = input.trim().replace(/[\s().-]/g, '');
  if (!digits) return null;
  digits = digits.replace(/^\+/, '');
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  else if (digits.startsWith('8')) digits = `62${digits}`;
  return digits;
}

/** A normalised number: digits only, 8 to 15 of them (E.164 length). */
export function isPhone(normalised: string): boolean {
  return /^\d{8,15}$/.test(normalised);
}
