// The units that run a shop (spec 1: the marine equipment business and the watersports shop): one order
// pipeline, catalogue and stock code, parameterised by this.
import type { Unit } from '@/lib/access/roles';

export type ShopUnit = Extract<Unit, 'marine' | 'watersports'>;
