// Pilot duty statuses (spec 4, table 'Pilot duty statuses'; spec 9: they run 0 to 11). Client-safe.
//
// allowsFlying is our decision (the spec does not state it): a crew member may be put on a flight only on
// On Duty (1), Training (5: a training flight is a flight) and Ferry (7). Every other status, including
// Travel Day (4: positioning as a passenger, not operating), Administration, Medical, Recurrent (ground
// recurrent training), leave, sick and Day Off, does not allow flying.

export interface DutyStatus {
  no: number;
  name: string;
  code: string;
  baseRequired: boolean;
  shown: boolean;
  allowsFlying: boolean;
}

export const DUTY_STATUSES: readonly DutyStatus[] = [
  { no: 0, name: 'Day Off', code: 'OFF', baseRequired: false, shown: false, allowsFlying: false },
  { no: 1, name: 'On Duty', code: 'DUTY', baseRequired: true, shown: true, allowsFlying: true },
  { no: 2, name: 'Requested Leave', code: 'RL', baseRequired: false, shown: true, allowsFlying: false },
  { no: 3, name: 'Sick', code: 'SCK', baseRequired: false, shown: true, allowsFlying: false },
  { no: 4, name: 'Travel Day', code: 'TR', baseRequired: true, shown: true, allowsFlying: false },
  { no: 5, name: 'Training', code: 'TX', baseRequired: true, shown: true, allowsFlying: true },
  { no: 6, name: 'Administration', code: 'ADM', baseRequired: false, shown: true, allowsFlying: false },
  { no: 7, name: 'Ferry', code: 'FER', baseRequired: true, shown: true, allowsFlying: true },
  { no: 8, name: 'Medical', code: 'MED', baseRequired: false, shown: true, allowsFlying: false },
  { no: 9, name: 'Recurrent', code: 'REC', baseRequired: false, shown: true, allowsFlying: false },
  { no: 10, name: 'Unpaid Leave', code: 'UL', baseRequired: false, shown: true, allowsFlying: false },
  { no: 11, name: 'Compassionate', code: 'CO', baseRequired: false, shown: false, allowsFlying: false },
];

export const DUTY_STATUS_MIN = 0;
export const DUTY_STATUS_MAX = 11;

export const DUTY = { dayOff: 0, onDuty: 1, training: 5, ferry: 7, compassionate: 11 } as const;

/** The statuses offered in pickers (all but Day Off and Compassionate). */
export const SHOWN_DUTY_STATUSES: readonly DutyStatus[] = DUTY_STATUSES.filter((s) => s.shown);

export function isDutyStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= DUTY_STATUS_MIN && value <= DUTY_STATUS_MAX;
}

export function dutyStatusByNo(no: number | null | undefined): DutyStatus | undefined {
  return isDutyStatus(no) ? DUTY_STATUSES[no] : undefined;
}

/** Lookup by code, case-insensitive ('duty' and 'DUTY' both give On Duty). */
export function dutyStatusByCode(code: string | null | undefined): DutyStatus | undefined {
  if (!code) return undefined;
  const c = code.trim().toUpperCase();
  return DUTY_STATUSES.find((s) => s.code === c);
}

/** Whether an entry with this status must name a base. Unknown statuses: false. */
export function requiresBase(status: number | null | undefined): boolean {
  return dutyStatusByNo(status)?.baseRequired ?? false;
}

/** Whether a crew member on this status may be scheduled on a flight (see the note at the top). */
export function allowsFlying(status: number | null | undefined): boolean {
  return dutyStatusByNo(status)?.allowsFlying ?? false;
}
