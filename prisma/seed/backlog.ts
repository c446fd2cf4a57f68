// The backlog & help widget (issue 15). Help entries are the product's own how-tos, seeded with the
// reference data (also without the demo data) while help_entries is empty; root and admin edit them
// afterwards. The demo backlog (a dozen issues and ideas across screens and statuses, with comments) is
// seeded only while backlog_items is empty.
import type { HelpCreate } from '@/lib/schemas/backlog';
import type { Db } from '@/server/db';

export const HELP_ENTRIES: HelpCreate[] = [
  {
    title: 'How to add a flight schedule',
    path: 'flight-route-schedule',
    desc: 'Open Routes & Schedules and press + Add. Choose the route (departure and arrival airport), the aircraft, the date and the departure and arrival times (HH:MM, office time WIB), then the pilot and copilot. Save: the schedule shows in the list and on the calendar.',
  },
  {
    title: 'How to import schedules from a CSV file',
    path: 'flight-route-schedule',
    desc: 'On Routes & Schedules choose Import and pick a CSV file in the columns of the sample (/samples/route-schedule.csv, separated by ;). The import is all or nothing: when a line is wrong, nothing is written and the lines to fix are listed.',
  },
  {
    title: 'How to close a booking manifest',
    path: 'flight-booking-manifest',
    desc: "Open the flight on Routes & Schedules and go to its manifest. Check every passenger's weight and baggage, and the cargo notes. When the list is final, print the manifest for the crew; changes after departure go through the OCC.",
  },
  {
    title: 'How to add a passenger to a manifest',
    path: 'flight-booking-manifest',
    desc: "In the flight's manifest press + Add, input the first name and the weight of the passenger (kg), the baggage weight and the seat. A cargo entry needs notes. The manifest id shows as #SI{schedule}-{id}-2021.",
  },
  {
    title: "How to record a crew member's duty",
    path: 'flight-pilot',
    desc: 'On Crews open the roster, click the day of the crew member and choose the duty status. Statuses that need a base ask for one. Taking someone off flying on a day that has flights is refused until the flights are reassigned.',
  },
  {
    title: 'How to update aircraft hours and parts',
    path: 'flight-fleet',
    desc: "On Aircrafts open the aircraft, add the day's flight hours and cycles, and record part changes with their release. Parts close to their limits are flagged in amber, over them in red.",
  },
  {
    title: 'How to add an airport',
    path: 'flight-airport',
    desc: 'On Airport press + Add and input the IATA and ICAO codes, the name, the city and the position (latitude and longitude). Distances between airports are in nautical miles.',
  },
  {
    title: 'How to create a purchase request',
    path: 'purchase',
    desc: 'Open Purchase and press + New request. Add each item with its quantity and price (IDR unless USD is chosen), choose the PIC who approves it and attach the quotation. Submit: the PIC approves first, then finance.',
  },
  {
    title: 'How to approve a purchase',
    path: 'purchase',
    desc: 'Requests waiting for you show APPROVAL PIC (you are the PIC) or APPROVAL FINANCE (finance). Open the request, check the items and the attachments, then Approve or Reject with a note. Finance records the payment after approving.',
  },
  {
    title: 'How to record stock in the warehouse',
    path: 'marine-warehouse',
    desc: 'On Warehouse choose the product item and record the stock in (goods received) or out (damaged, used) with the quantity and a note. Every mutation is kept; the stock level is the sum of them.',
  },
  {
    title: 'How to add a marine product',
    path: 'marine-product',
    desc: 'On Product press + Add, choose the category, input the name, the price and the weight, then add its items (sizes or colours) with their own stock codes.',
  },
  {
    title: 'How to ship a shop order',
    path: 'marine-transaction',
    desc: 'Open the order on Transaction. When it is paid, pack it and print the packing slip, then set it to shipped with the tracking number. Set it delivered when the customer has it.',
  },
  {
    title: 'How to take a watersports booking by phone',
    path: 'watersports-transaction',
    desc: 'On Transaction press + New order, find the customer (or add them) and choose the products and dates. The order starts unpaid; record the payment when it arrives.',
  },
  {
    title: 'How to add a customer',
    path: 'customer',
    desc: 'On Customer press + Add and input the name, the email and the phone number. The phone is stored with a leading 62: a leading 0 or 8 is converted.',
  },
  {
    title: 'How to add a staff user',
    path: 'user-manager',
    desc: 'On User Manager (root and admin) press + Add, input the name and email, choose the role and the unit, and set a first password. The user changes it after signing in.',
  },
  {
    title: 'How to report a problem or an idea',
    path: null,
    desc: 'Double-click the round Backlog & Help button (or focus it and press Enter), press CREATE and choose ISSUE or IDEA. The screen you are on is filled in for you. Follow your item on the ISSUE / IDEA, INPROGRESS and DONE tabs and answer comments there.',
  },
];

interface DemoItem {
  by: string;
  category: 'ISSUE' | 'IDEA';
  path: string;
  title: string;
  description: string;
  status: number;
  priority: number;
  daysAgo: number;
  comments: [by: string, comment: string][];
}

const ITEMS: DemoItem[] = [
  {
    by: 'airline_occ',
    category: 'ISSUE',
    path: 'flight-route-schedule',
    title: 'Calendar does not show the last flight of the day',
    description: 'A flight departing at 23:30 WIB is missing from the calendar view; it is in the list.',
    status: 1,
    priority: 2,
    daysAgo: 12,
    comments: [
      ['admin', 'Reproduced: the calendar cuts the day at 23:00. Fix in progress.'],
      ['airline_occ', 'Thanks, it happens every evening on the DJJ-WMX route.'],
    ],
  },
  {
    by: 'airline_base',
    category: 'IDEA',
    path: 'flight-pilot',
    title: 'Copy last week roster to this week',
    description: 'A button to copy the duty roster of the previous week would save a lot of clicks.',
    status: 0,
    priority: 1,
    daysAgo: 9,
    comments: [['manager', 'Good idea, most weeks are the same.']],
  },
  {
    by: 'airline_finance',
    category: 'ISSUE',
    path: 'purchase',
    title: 'USD totals rounded in the print',
    description: 'The printed request shows USD totals without cents.',
    status: 2,
    priority: 2,
    daysAgo: 30,
    comments: [
      ['admin', 'Fixed: USD shows with 2 decimals now.'],
      ['airline_finance', 'Confirmed, thank you.'],
    ],
  },
  {
    by: 'marine_warehouse',
    category: 'IDEA',
    path: 'marine-warehouse',
    title: 'Low stock alert by email',
    description: 'Send an email when a product item falls under its minimum stock.',
    status: 0,
    priority: 1,
    daysAgo: 6,
    comments: [],
  },
  {
    by: 'marine_cs',
    category: 'ISSUE',
    path: 'marine-transaction',
    title: 'Packing slip prints on two pages',
    description: 'Orders with more than 8 items print the packing slip on two pages.',
    status: 1,
    priority: 1,
    daysAgo: 4,
    comments: [['root', 'Looking at the print layout.']],
  },
  {
    by: 'watersports',
    category: 'IDEA',
    path: 'watersports-product',
    title: 'Show rental availability per day',
    description: 'When taking a booking, show how many boards are free on the chosen day.',
    status: 0,
    priority: 2,
    daysAgo: 3,
    comments: [],
  },
  {
    by: 'airline_media',
    category: 'IDEA',
    path: 'website-news',
    title: 'Schedule news for a later time',
    description: 'Write an article today and let it go live on the day of the event.',
    status: 2,
    priority: 1,
    daysAgo: 40,
    comments: [['admin', 'Done: articles can be scheduled now.']],
  },
  {
    by: 'airline_cs',
    category: 'ISSUE',
    path: 'customer',
    title: 'Phone search misses numbers typed with +62',
    description: 'Searching +62 812 finds nothing although the customer exists.',
    status: 2,
    priority: 2,
    daysAgo: 20,
    comments: [['admin', 'Fixed: the search normalises the phone first.']],
  },
  {
    by: 'airline_pilot',
    category: 'IDEA',
    path: 'flight-fleet',
    title: 'Show hours left before the next check',
    description: 'On the aircraft page, show the hours left before the next A-check.',
    status: 1,
    priority: 1,
    daysAgo: 15,
    comments: [
      ['airline_ppc', 'Would help planning too.'],
      ['admin', 'Started: the part limits already have the numbers.'],
    ],
  },
  {
    by: 'airline_occ',
    category: 'ISSUE',
    path: 'flight-airport',
    title: 'Old duplicate airport entry',
    description: 'WMX appears twice in the picker (old name).',
    status: 99,
    priority: 0,
    daysAgo: 60,
    comments: [['admin', 'Archived: the old entry was merged.']],
  },
  {
    by: 'hrd',
    category: 'IDEA',
    path: 'index',
    title: 'Birthday list on the Overview',
    description: "Show this month's staff birthdays on the home page.",
    status: 0,
    priority: 0,
    daysAgo: 2,
    comments: [],
  },
  {
    by: 'manager',
    category: 'ISSUE',
    path: 'purchase_new',
    title: 'PIC picker slow with many managers',
    description: 'The PIC list takes a few seconds to open on the new request form.',
    status: 0,
    priority: 1,
    daysAgo: 1,
    comments: [],
  },
];

const DAY_MS = 86_400_000;

/** The help entries, while there are none. */
export async function seedHelp(db: Db): Promise<number> {
  if ((await db.helpEntry.count()) > 0) return 0;
  const { count } = await db.helpEntry.createMany({ data: HELP_ENTRIES.map((h) => ({ ...h, path: h.path ?? null })) });
  return count;
}

/** The demo backlog, while there is none: items by their demo users, with comments. */
export async function seedBacklog(db: Db): Promise<{ items: number; comments: number }> {
  if ((await db.backlogItem.count()) > 0) return { items: 0, comments: 0 };
  const users = await db.user.findMany({ where: { email: { endsWith: '@example.com' } }, select: { id: true, email: true } });
  const userId = new Map(users.map((u) => [u.email.replace('@example.com', ''), u.id]));
  const idOf = (who: string) => {
    const id = userId.get(who);
    if (id === undefined) throw new Error(`seed: demo user ${who}@example.com is missing`);
    return id;
  };
  const now = Date.now();
  let comments = 0;
  await db.$transaction(async (tx) => {
    for (const item of ITEMS) {
      const created = new Date(now - item.daysAgo * DAY_MS);
      await tx.backlogItem.create({
        data: {
          user_id: idOf(item.by),
          category: item.category,
          path: item.path,
          title: item.title,
          description: item.description,
          status: item.status,
          priority: item.priority,
          created,
          comments: {
            create: item.comments.map(([by, comment], i) => ({
              user_id: idOf(by),
              comment,
              created: new Date(created.getTime() + (i + 1) * 3 * 3_600_000),
            })),
          },
        },
      });
      comments += item.comments.length;
    }
  });
  return { items: ITEMS.length, comments };
}
