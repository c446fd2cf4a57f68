import type { Role, Unit } from '@/lib/access/roles';

/** The signed-in user as the API answers it (GET /api/user). */
export interface PublicUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  unit: Unit | null;
}

export interface CurrentUser extends PublicUser {
  /** The api_tokens row this request authenticated with. */
  tokenId: number;
}

export function publicUser(u: { id: number; name: string; email: string; role: string; unit: string | null }): PublicUser {
  return { id: u.id, name: u.name, email: u.email, role: u.role as Role, unit: u.unit as Unit | null };
}
