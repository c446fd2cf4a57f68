// A stored phone (international digits, no '+') as its country writes it: '+62 812 3456 7890', '+65 8123 4567'
// (libphonenumber-js with its smallest metadata). Screens show it through components/ui/phone-text.tsx, which
// loads this after the first paint; code that is itself loaded on demand (a dialog) may import it.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export function formatPhone(digits: string | null | undefined): string {
  if (!digits) return '–';
  return parsePhoneNumberFromString(`+${digits}`)?.formatInternational() ?? `+${digits}`;
}
