// Wall-clock time in an IANA zone (airports keep their own zone; spec 9's default shift is +7, WIB).

export interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** Short English weekday, e.g. 'Sat'. */
  weekday: string;
}

// One formatter per zone: making one costs about 130 µs, using it under 5 (a list formats every row's times).
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let clock = clocks.get(key);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(key, clock);
  }
  return clock;
}

/** The date and time shown on a wall clock in `timeZone` (the runtime's zone when not given). */
export function zonedParts(at: Date, timeZone?: string): ZonedParts {
  const parts = clockOf(timeZone).formatToParts(at);
  const get = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
    weekday: get('weekday'),
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The zone's offset from UTC at that instant, as '+09:00'. */
export function utcOffset(timeZone: string, at: Date = new Date()): string {
  const p = zonedParts(at, timeZone);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  const minutes = Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** The local time now in `timeZone` ('YYYY-MM-DDTHH:mm') and its UTC offset. */
export function zonedNow(timeZone: string, now: Date = new Date()): { local_time: string; utc_offset: string } {
  const p = zonedParts(now, timeZone);
  return { local_time: `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`, utc_offset: utcOffset(timeZone, now) };
}
