// Demo scrapbook of the watersports shop (demo data only): 30 posts of trips and events over the past
// year, each with 1-4 photos DRAWN here (sea and sky gradients, a simple shape and the place's name, as
// JPEG: nothing is downloaded) and stored through the upload code (the object store of server/storage,
// UPLOAD_DIR or S3, thumbnails included), then posted through the scrapbook service. Seeded only while the
// scrapbook is empty.
import fs from 'node:fs';
import sharp from 'sharp';
import type { Role } from '@/lib/access/roles';
import { addDays, localToday } from '@/lib/rules/calendar-day';
import { SCRAPBOOK_SOURCE } from '@/lib/schemas/watersports/scrapbook';
import type { CurrentUser } from '@/server/auth/user';
import type { Db } from '@/server/db';
import { createPost } from '@/server/resources/watersports/scrapbook';
import { saveUpload } from '@/server/uploads';
import { random } from './random';

type Scene = 'reef' | 'island' | 'boat' | 'sunset';

interface Trip {
  place: string;
  caption: string;
  tags: string[];
  scenes: Scene[];
}

/** The trips and events of the demo year: place, caption, tags and the scenes drawn for their photos. */
const TRIPS: Trip[] = JSON.parse(fs.readFileSync(new URL('./sws-scrapbook-trips.json', import.meta.url), 'utf8'));

const PALETTES: Record<Scene, [string, string, string]> = {
  reef: ['#0e7490', '#075985', '#0c4a6e'],
  island: ['#7dd3fc', '#22d3ee', '#0891b2'],
  boat: ['#bae6fd', '#38bdf8', '#0369a1'],
  sunset: ['#fb923c', '#f472b6', '#1e3a8a'],
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function shape(scene: Scene, x: number, rnd: ReturnType<typeof random>): string {
  switch (scene) {
    case 'reef': {
      const fish = Array.from({ length: rnd.int(3, 7) }, () => {
        const fx = rnd.int(80, 880);
        const fy = rnd.int(90, 380);
        const s = rnd.float(0.6, 1.4);
        const c = rnd.pick(['#fde047', '#fb923c', '#f9a8d4', '#a7f3d0']);
        return `<g transform="translate(${fx} ${fy}) scale(${s.toFixed(2)})"><ellipse rx="34" ry="16" fill="${c}"/><path d="M30 0 L56 -16 L56 16 Z" fill="${c}"/><circle cx="-18" cy="-4" r="3" fill="#0f172a"/></g>`;
      }).join('');
      return `${fish}<path d="M0 560 Q120 470 230 540 T470 520 T720 540 T960 500 V640 H0 Z" fill="#f97316" opacity="0.85"/><path d="M0 600 Q160 540 320 590 T640 580 T960 560 V640 H0 Z" fill="#db2777" opacity="0.8"/>`;
    }
    case 'island':
      return `<rect y="330" width="960" height="310" fill="#0284c7" opacity="0.55"/><path d="M${x - 260} 340 Q${x} 170 ${x + 260} 340 Z" fill="#15803d"/><path d="M${x + 40} 340 q -10 -90 20 -150" stroke="#78350f" stroke-width="10" fill="none"/><path d="M${x + 60} 190 q -60 -10 -90 30 M${x + 60} 190 q 60 -20 90 20 M${x + 60} 190 q 0 -50 -40 -70" stroke="#166534" stroke-width="14" fill="none" stroke-linecap="round"/>`;
    case 'boat':
      return `<rect y="360" width="960" height="280" fill="#0369a1" opacity="0.6"/><path d="M${x - 150} 380 H${x + 170} L${x + 120} 440 H${x - 110} Z" fill="#f8fafc"/><rect x="${x - 70}" y="330" width="140" height="50" rx="6" fill="#e2e8f0"/><rect x="${x - 50}" y="342" width="30" height="18" fill="#0ea5e9"/><rect x="${x + 10}" y="342" width="30" height="18" fill="#0ea5e9"/><path d="M${x - 150} 440 Q${x} 460 ${x + 170} 440" stroke="#e0f2fe" stroke-width="4" fill="none"/>`;
    case 'sunset':
      return `<circle cx="${x}" cy="330" r="90" fill="#fde68a" opacity="0.95"/><rect y="340" width="960" height="300" fill="#1e3a8a" opacity="0.85"/><path d="M${x - 120} 380 H${x + 120} M${x - 80} 410 H${x + 80} M${x - 40} 440 H${x + 40}" stroke="#fde68a" stroke-width="6" opacity="0.7"/>`;
  }
}

/** A 960 x 640 JPEG of the scene with the place's name on a band at the bottom. */
export function drawPhoto(scene: Scene, label: string, seed: string): Promise<Buffer> {
  const rnd = random(seed);
  const [top, middle, bottom] = PALETTES[scene];
  const x = rnd.int(280, 680);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="960" height="640" fill="url(#g)"/>${shape(scene, x, rnd)}
  <rect y="572" width="960" height="68" fill="#0f172a" opacity="0.55"/>
  <text x="28" y="617" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="bold" fill="#ffffff">${esc(label)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: false }).toBuffer();
}

async function author(db: Db): Promise<CurrentUser | null> {
  const u = await db.user.findUnique({ where: { email: 'watersports@example.com' } });
  return u ? { id: u.id, name: u.name, email: u.email, role: u.role as Role, unit: u.unit as CurrentUser['unit'], tokenId: 0 } : null;
}

export async function seedScrapbook(db: Db): Promise<{ posts: number; photos: number }> {
  if (await db.swsScrapbookPost.count()) return { posts: 0, photos: 0 };
  const user = await author(db);
  if (!user) return { posts: 0, photos: 0 };
  const rnd = random('sws-scrapbook');
  const today = localToday();
  const plans = TRIPS.map((trip, i) => ({ trip, i, date: addDays(today, -rnd.int(2, 360)) }));
  let photos = 0;
  // Two posts at a time: drawing and thumbnailing is CPU work.
  for (let start = 0; start < plans.length; start += 2) {
    await Promise.all(
      plans.slice(start, start + 2).map(async ({ trip, i, date }) => {
        const ids: string[] = [];
        for (const [n, scene] of trip.scenes.entries()) {
          const form = new FormData();
          const bytes = await drawPhoto(scene, trip.place.split(',')[0], `${i}-${n}`);
          form.set(
            'file',
            new File([new Uint8Array(bytes)], `${trip.tags[0].replace(/ /g, '-')}-${i + 1}-${n + 1}.jpg`, { type: 'image/jpeg' }),
          );
          ids.push((await saveUpload(form, user, SCRAPBOOK_SOURCE)).id);
        }
        await db.$transaction((tx) =>
          createPost(tx, user, { caption: trip.caption, date, place: trip.place, tags: trip.tags, images: ids }),
        );
        photos += ids.length;
      }),
    );
  }
  return { posts: plans.length, photos };
}
