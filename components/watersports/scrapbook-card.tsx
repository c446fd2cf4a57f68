'use client';
// One scrapbook post in the grid: its first photo large, the others small (each opens the full photo in a
// new tab), the caption, the trip's date and place, its tags (a tag filters the grid) and Delete.
import { Button } from '@/components/ui/button';
import { fmtDay } from '@/lib/format/dates';
import type { ScrapbookRow } from '@/lib/schemas/watersports/scrapbook';

const MORE_SHOWN = 4;

function Photo({ image, alt, className, lazy }: { image: ScrapbookRow['images'][number]; alt: string; className: string; lazy?: boolean }) {
  return (
    <a
      href={image.url}
      target="_blank"
      rel="noopener"
      className="block overflow-hidden rounded-md bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      {/* biome-ignore lint/performance/noImgElement: uploads are served by the API, not the image optimiser */}
      <img src={image.thumb_url ?? image.url} alt={alt} loading={lazy ? 'lazy' : undefined} className={className} />
    </a>
  );
}

export function ScrapbookCard({ post, onTag, onDelete }: { post: ScrapbookRow; onTag: (tag: string) => void; onDelete: () => void }) {
  const [first, ...rest] = post.images;
  const hidden = rest.length - MORE_SHOWN;
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" aria-label={post.caption}>
      {first && (
        <div className="relative">
          <Photo image={first} alt={`${post.caption} (1 of ${post.images.length})`} className="aspect-[3/2] w-full object-cover" />
          {post.images.length > 1 && (
            <span className="pointer-events-none absolute top-2 right-2 rounded-full bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
              {post.images.length} photos
            </span>
          )}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-3">
        {rest.length > 0 && (
          <div className="flex gap-1.5">
            {rest.slice(0, MORE_SHOWN).map((image, i) => (
              <Photo
                key={image.id}
                image={image}
                alt={`${post.caption} (${i + 2} of ${post.images.length})`}
                className="size-12 object-cover"
                lazy
              />
            ))}
            {hidden > 0 && (
              <span className="flex size-12 items-center justify-center rounded-md bg-slate-100 text-xs font-medium text-slate-700">
                +{hidden}
              </span>
            )}
          </div>
        )}
        <p className="line-clamp-2 text-sm font-medium text-slate-900">{post.caption}</p>
        <p className="text-xs text-slate-600">
          <time dateTime={post.date}>{fmtDay(post.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.place}</span>
        </p>
        {post.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {post.tags.map((t) => (
              <li key={t}>
                <button
                  type="button"
                  onClick={() => onTag(t)}
                  aria-label={`Show posts tagged ${t}`}
                  className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500"
                >
                  #{t}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-2">
          <span className="truncate text-xs text-slate-500">{post.author ? `by ${post.author.name}` : ''}</span>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            aria-label={`Delete post ${post.caption}`}
            onClick={onDelete}
          >
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
