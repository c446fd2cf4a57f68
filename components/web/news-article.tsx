// An article as the website shows it: cover, title, date and author, the summary as its lead, the body.
// The editor's Preview draws it from the form, so staff see the page before they publish it.
import { RICH_TEXT } from '@/components/rich-text/style';
import { fmtInstant } from '@/lib/format/dates';

export interface ArticleView {
  title: string;
  summary: string | null;
  body: string;
  cover_url: string | null;
  published_at: string | null;
  author: string | null;
}

export function NewsArticle({ article }: { article: ArticleView }) {
  return (
    <article className="mx-auto max-w-2xl rounded-lg border border-slate-200 bg-white p-6 text-slate-800" aria-label="Article preview">
      {article.cover_url && (
        // biome-ignore lint/performance/noImgElement: uploads are served by the API, not the image optimiser
        <img src={article.cover_url} alt="" className="mb-5 aspect-[12/5] w-full rounded-md object-cover" />
      )}
      <p className="text-xs font-medium uppercase tracking-wide text-brand-700">News</p>
      <h1 className="mt-1 text-2xl font-bold leading-tight text-slate-900">{article.title || 'Untitled article'}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {article.published_at ? fmtInstant(article.published_at) : 'Not published yet'}
        {article.author && <> · {article.author}</>}
      </p>
      {article.summary && <p className="mt-4 text-lg text-slate-700">{article.summary}</p>}
      {/* Stored bodies are sanitised by the API; a draft's is the editor's own text. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text (server/text/rich-text.ts) */}
      <div className={`mt-5 ${RICH_TEXT}`} dangerouslySetInnerHTML={{ __html: article.body }} />
    </article>
  );
}
