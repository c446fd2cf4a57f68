// Demo website news (demo data only): published articles about the airline's routes, perintis flights and
// fleet, a few drafts and one article scheduled a few days ahead, written by the media user. Covers are
// drawn here (sky, mountains or an aircraft as PNG; nothing is downloaded) and stored through the upload
// code. Seeded only while news_articles is empty.
import fs from 'node:fs';
import sharp from 'sharp';
import type { Role } from '@/lib/access/roles';
import { NEWS_COVER_SOURCE, type NewsStatus, slugify } from '@/lib/schemas/web/news';
import type { CurrentUser } from '@/server/auth/user';
import type { Db } from '@/server/db';
import { sanitizeRichText } from '@/server/text/rich-text';
import { saveUpload } from '@/server/uploads';

type Cover = 'sky' | 'mountain' | 'plane';

interface Article {
  title: string;
  summary: string | null;
  body: string;
  cover: Cover | null;
  status?: NewsStatus;
  /** Published this many days ago. */
  days?: number;
  /** Scheduled this many hours ahead. */
  hours?: number;
}

const ARTICLES: Article[] = JSON.parse(fs.readFileSync(new URL('./news-articles.json', import.meta.url), 'utf8'));

const SCENES: Record<Cover, string> = {
  sky: '<circle cx="760" cy="120" r="60" fill="#fde68a"/><path d="M0 330 Q240 280 480 320 T960 300 V400 H0 Z" fill="#0f766e"/>',
  mountain:
    '<path d="M0 400 L180 170 L300 300 L470 110 L640 290 L760 190 L960 360 V400 Z" fill="#166534"/><path d="M430 160 L470 110 L510 160 Z" fill="#f8fafc"/>',
  plane:
    '<g transform="translate(330 170)"><rect x="0" y="30" width="300" height="36" rx="18" fill="#f8fafc"/><path d="M120 40 L190 -40 H215 L180 40 Z M130 60 L190 130 H215 L180 60 Z M10 40 L-10 0 H15 L45 36 Z" fill="#e2e8f0"/><rect x="220" y="38" width="40" height="12" rx="4" fill="#0ea5e9"/></g><path d="M0 360 H960 V400 H0 Z" fill="#334155"/>',
};

/** A 960 x 400 PNG cover: a sky gradient with the scene. */
function drawCover(cover: Cover): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="400" viewBox="0 0 960 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0c4a6e"/><stop offset="1" stop-color="#7dd3fc"/></linearGradient></defs>
  <rect width="960" height="400" fill="url(#g)"/>${SCENES[cover]}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

async function mediaUser(db: Db): Promise<CurrentUser | null> {
  const u = await db.user.findUnique({ where: { email: 'airline_media@example.com' } });
  return u ? { id: u.id, name: u.name, email: u.email, role: u.role as Role, unit: u.unit as CurrentUser['unit'], tokenId: 0 } : null;
}

export async function seedNews(db: Db): Promise<number> {
  if (await db.newsArticle.count()) return 0;
  const user = await mediaUser(db);
  if (!user) return 0;
  const covers = new Map<Cover, string>();
  for (const cover of ['sky', 'mountain', 'plane'] as const) {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await drawCover(cover))], `news-${cover}.png`, { type: 'image/png' }));
    covers.set(cover, (await saveUpload(form, user, NEWS_COVER_SOURCE)).id);
  }
  const now = Date.now();
  await db.newsArticle.createMany({
    data: ARTICLES.map((a) => {
      const status = a.status ?? 'published';
      const at =
        status === 'scheduled'
          ? new Date(now + (a.hours ?? 48) * 3_600_000)
          : a.days !== undefined
            ? new Date(now + a.days * 86_400_000)
            : null;
      return {
        title: a.title,
        slug: slugify(a.title),
        summary: a.summary,
        body: sanitizeRichText(a.body),
        cover_id: a.cover ? (covers.get(a.cover) ?? null) : null,
        status,
        published_at: at,
        author_id: user.id,
        created_at: at && at.getTime() < now ? at : new Date(now),
      };
    }),
  });
  return ARTICLES.length;
}
