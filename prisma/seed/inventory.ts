// Demo IT inventory (demo data only): about 60 assets of the group (laptops in the offices, EFB tablets for
// the pilots, airband radios at the bases, phones, printers), a third of them checked out to demo staff
// (some past their expected return), a few in repair or retired, each with its history: bought, handed
// out and taken back over the past two years, all done by the demo admin. Seeded only while the table is empty.

import { addDays, dayDate, localToday } from '@/lib/rules/calendar-day';
import type { AssetCategory, AssetCondition, AssetStatus, HistoryEvent } from '@/lib/rules/inventory';
import type { Db } from '@/server/db';
import { random } from './random';

interface Kind {
  category: AssetCategory;
  prefix: string;
  count: number;
  models: readonly [model: string, costIdr: number][];
  /** Where the ones on the shelf are kept. */
  location: string;
  /** Roles whose demo users are handed these. */
  holders: readonly string[];
  /** Bases hold their own (radios, the bases' printers). */
  atBases?: boolean;
  warrantyYears: number;
}

const OFFICE_STAFF = ['manager', 'airline_occ', 'airline_ppc', 'airline_finance', 'airline_media', 'hrd', 'hrd_expat', 'airline_charter'];

const KINDS: readonly Kind[] = [
  {
    category: 'laptop',
    prefix: 'LAP',
    count: 16,
    models: [
      ['Dell Latitude 5440', 17_900_000],
      ['Lenovo ThinkPad T14 Gen 4', 21_500_000],
      ['HP EliteBook 840 G10', 23_750_000],
      ['Apple MacBook Air 13" M2', 16_999_000],
    ],
    location: 'IT store room, Sentani office',
    holders: OFFICE_STAFF,
    warrantyYears: 3,
  },
  {
    category: 'tablet',
    prefix: 'EFB',
    count: 14,
    models: [
      ['Apple iPad Air 5th gen 64 GB (EFB)', 9_999_000],
      ['Apple iPad 10th gen 64 GB (EFB)', 7_499_000],
      ['Samsung Galaxy Tab Active4 Pro (EFB)', 11_250_000],
    ],
    location: 'Crew room, Sentani',
    holders: ['airline_pilot', 'airline_training', 'airline_base', 'airline_base_coordinator'],
    warrantyYears: 1,
  },
  {
    category: 'radio',
    prefix: 'RAD',
    count: 12,
    models: [
      ['Icom IC-A25NE airband transceiver', 6_850_000],
      ['Motorola DP4400e', 8_200_000],
    ],
    location: 'Base operations desk',
    holders: ['airline_base', 'airline_base_coordinator', 'airline_occ'],
    atBases: true,
    warrantyYears: 2,
  },
  {
    category: 'phone',
    prefix: 'PHN',
    count: 10,
    models: [
      ['Samsung Galaxy A54 5G', 5_499_000],
      ['Apple iPhone 13 128 GB', 10_999_000],
    ],
    location: 'IT store room, Sentani office',
    holders: ['airline_occ', 'airline_cs', 'marine_cs', 'watersports_cs', 'manager'],
    warrantyYears: 1,
  },
  {
    category: 'printer',
    prefix: 'PRN',
    count: 6,
    models: [
      ['Epson EcoTank L3250', 2_749_000],
      ['Brother HL-L2370DN', 3_150_000],
      ['Zebra ZD421 label printer', 7_400_000],
    ],
    location: 'Base office',
    holders: [],
    atBases: true,
    warrantyYears: 1,
  },
  {
    category: 'other',
    prefix: 'OTH',
    count: 4,
    models: [
      ['Garmin inReach Messenger', 5_200_000],
      ['Epson EB-X51 projector', 7_990_000],
      ['APC Back-UPS 1200VA', 2_350_000],
    ],
    location: 'IT store room, Sentani office',
    holders: ['manager', 'airline_occ'],
    warrantyYears: 2,
  },
];

const CHECKOUT_NOTES = ['For daily use', 'Replacement of a broken unit', 'For the new rotation', 'Temporary, until the new one arrives'];
const CHECKIN_NOTES: Record<AssetCondition, string> = {
  good: 'Returned complete with charger',
  fair: 'Scratches on the case, works',
  damaged: 'Cracked screen, sent to the vendor',
};

interface HistoryDraft {
  event: HistoryEvent;
  for_user_id?: number | null;
  from_status?: AssetStatus | null;
  to_status?: AssetStatus | null;
  note?: string | null;
  condition?: AssetCondition | null;
  expected_return?: Date | null;
  at: Date;
}

/** 09:00-16:59 WIB on the day. */
const officeTime = (day: string, rnd: ReturnType<typeof random>) =>
  new Date(dayDate(day).getTime() + (2 + rnd.int(0, 7)) * 3_600_000 + rnd.int(0, 59) * 60_000);

export async function seedInventory(db: Db): Promise<{ assets: number; history: number }> {
  if (await db.inventoryAsset.count()) return { assets: 0, history: 0 };
  const rnd = random('inventory');
  const today = localToday();
  const [users, bases] = await Promise.all([
    db.user.findMany({ where: { active: true, email: { endsWith: '@example.com' } }, select: { id: true, role: true } }),
    db.base.findMany({ select: { id: true, short_name: true }, orderBy: { id: 'asc' } }),
  ]);
  const admin = users.find((u) => u.role === 'admin');
  if (!admin) return { assets: 0, history: 0 };
  let assets = 0;
  let history = 0;

  for (const kind of KINDS) {
    const staff = users.filter((u) => kind.holders.includes(u.role));
    for (let n = 1; n <= kind.count; n++) {
      const [model, cost] = kind.models[(n - 1) % kind.models.length];
      const bought = addDays(today, -rnd.int(60, 900));
      const base = kind.atBases && bases.length ? bases[(n - 1) % bases.length] : null;
      const drafts: HistoryDraft[] = [{ event: 'created', to_status: 'deployable', at: officeTime(bought, rnd) }];
      let status: AssetStatus = 'deployable';
      let holder: number | null = null;
      let expected: string | null = null;
      /** The day of the latest event so far: what happens now comes after it. */
      let last = bought;
      // An earlier loan, back in some condition.
      if (staff.length && rnd.chance(0.5)) {
        const out = addDays(bought, rnd.int(3, 20));
        const back = addDays(out, rnd.int(10, 40));
        if (back < addDays(today, -10)) {
          const who = rnd.pick(staff).id;
          const condition = rnd.pick(['good', 'good', 'fair', 'damaged'] as const);
          drafts.push({
            event: 'checkout',
            for_user_id: who,
            from_status: 'deployable',
            to_status: 'deployed',
            note: rnd.pick(CHECKOUT_NOTES),
            at: officeTime(out, rnd),
          });
          const to: AssetStatus = condition === 'damaged' ? 'in_repair' : 'deployable';
          drafts.push({
            event: 'checkin',
            for_user_id: who,
            from_status: 'deployed',
            to_status: to,
            condition,
            note: CHECKIN_NOTES[condition],
            at: officeTime(back, rnd),
          });
          last = back;
          if (to === 'in_repair') {
            last = addDays(back, 7);
            drafts.push({
              event: 'status',
              from_status: 'in_repair',
              to_status: 'deployable',
              note: 'Repaired by the vendor',
              at: officeTime(last, rnd),
            });
          }
        }
      }
      const fate = rnd.next();
      const recent = (maxDaysAgo: number) => {
        const day = addDays(today, -rnd.int(1, maxDaysAgo));
        return day > last ? day : addDays(last, 1);
      };
      if (staff.length && fate < 0.38) {
        const out = recent(50);
        holder = rnd.pick(staff).id;
        // Some loans are open-ended; some are past their return date.
        expected = rnd.chance(0.25) ? null : addDays(out, rnd.int(14, 90));
        status = 'deployed';
        drafts.push({
          event: 'checkout',
          for_user_id: holder,
          from_status: 'deployable',
          to_status: 'deployed',
          note: rnd.pick(CHECKOUT_NOTES),
          expected_return: expected ? dayDate(expected) : null,
          at: officeTime(out, rnd),
        });
      } else if (fate < 0.46) {
        status = 'in_repair';
        drafts.push({
          event: 'status',
          from_status: 'deployable',
          to_status: 'in_repair',
          note: 'Battery swelling: sent for repair',
          at: officeTime(recent(20), rnd),
        });
      } else if (fate < 0.5 && bought < addDays(today, -500)) {
        status = 'retired';
        drafts.push({
          event: 'status',
          from_status: 'deployable',
          to_status: 'retired',
          note: 'Beyond economical repair',
          at: officeTime(recent(40), rnd),
        });
      }

      const asset = await db.inventoryAsset.create({
        data: {
          asset_tag: `${kind.prefix}-${String(n).padStart(4, '0')}`,
          category: kind.category,
          model,
          serial: `${kind.prefix.slice(0, 2)}${rnd.int(10_000_000, 99_999_999)}`,
          purchase_date: dayDate(bought),
          purchase_cost: String(cost),
          warranty_end: dayDate(addDays(bought, 365 * kind.warrantyYears)),
          status,
          base_id: base?.id ?? null,
          location: base ? `${kind.location}, ${base.short_name}` : kind.location,
          holder_id: holder,
          expected_return: expected ? dayDate(expected) : null,
        },
        select: { id: true },
      });
      await db.inventoryHistory.createMany({ data: drafts.map((d) => ({ ...d, asset_id: asset.id, by_user_id: admin.id })) });
      assets++;
      history += drafts.length;
    }
  }
  return { assets, history };
}
