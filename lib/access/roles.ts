// The spec's role list (section 6) with {product} = airline.

export const UNITS = ['airline', 'marine', 'watersports'] as const;
export type Unit = (typeof UNITS)[number];

export const ROLE_VALUES = [
  'root',
  'admin',
  'manager',
  'airline_base',
  'airline_base_coordinator',
  'airline_pilot',
  'airline_occ',
  'airline_ppc',
  'airline_training',
  'airline_charter',
  'airline_finance',
  'airline_media',
  'airline_cs',
  'marine_warehouse',
  'marine_cs',
  'watersports',
  'watersports_cs',
  'hrd',
  'hrd_expat',
] as const;
export type Role = (typeof ROLE_VALUES)[number];

export interface RoleInfo {
  value: Role;
  label: string;
  /** The units a user with this role may belong to; [] means the role has no unit. */
  units: readonly Unit[];
}

export const ROLES: readonly RoleInfo[] = [
  { value: 'root', label: 'Root', units: [] },
  { value: 'admin', label: 'Top Manager', units: [] },
  { value: 'manager', label: 'Management', units: UNITS },
  { value: 'airline_base', label: 'Base Manager', units: ['airline'] },
  { value: 'airline_base_coordinator', label: 'Base Coordinator', units: ['airline'] },
  { value: 'airline_pilot', label: 'Chief Pilot', units: ['airline'] },
  { value: 'airline_occ', label: 'OCC', units: ['airline'] },
  { value: 'airline_ppc', label: 'PPC', units: ['airline'] },
  { value: 'airline_training', label: 'Training', units: ['airline'] },
  { value: 'airline_charter', label: 'Charter', units: ['airline'] },
  { value: 'airline_finance', label: 'Finance', units: ['airline'] },
  { value: 'airline_media', label: 'Media', units: [] },
  { value: 'airline_cs', label: 'Customer Service', units: ['airline'] },
  { value: 'marine_warehouse', label: 'Marine - Warehouse', units: ['marine'] },
  { value: 'marine_cs', label: 'Marine - Customer Service', units: ['marine'] },
  { value: 'watersports', label: 'Watersports - Admin', units: ['watersports'] },
  { value: 'watersports_cs', label: 'Watersports - Customer Service', units: ['watersports'] },
  { value: 'hrd', label: 'HRD (Local)', units: [] },
  { value: 'hrd_expat', label: 'HRD (Expat)', units: [] },
];

const BY_VALUE = new Map(ROLES.map((r) => [r.value, r]));

export function isRole(value: string): value is Role {
  return BY_VALUE.has(value as Role);
}

export function roleInfo(role: string): RoleInfo | undefined {
  return BY_VALUE.get(role as Role);
}

export function roleLabel(role: string): string {
  return roleInfo(role)?.label ?? role;
}

/** root and admin pass every role check. */
export function isSuperRole(role: string): boolean {
  return role === 'root' || role === 'admin';
}

/** Whether `unit` is a valid unit for a user holding `role` (null for roles without one). */
export function unitFitsRole(role: Role, unit: Unit | null): boolean {
  const info = BY_VALUE.get(role);
  if (!info) return false;
  return info.units.length === 0 ? unit === null : unit !== null && info.units.includes(unit);
}

/** The unit a new user of this role gets when none is chosen. */
export function defaultUnit(role: Role): Unit | null {
  return BY_VALUE.get(role)?.units[0] ?? null;
}

export interface AccessUser {
  role: string;
  unit: string | null;
}
