'use client';
// The comments of a backlog item: oldest first, a box to add one (POST /api/backlog/comment/0) and, on
// one's own comments (root and admin: on any), Withdraw. The detail reloads after each (spec 7).
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { isSuperRole } from '@/lib/access/roles';
import { ApiError } from '@/lib/client/api';
import type { ApiBody } from '@/lib/client/api-client';
import { useApiWrite } from '@/lib/client/query';
import { fmtInstant } from '@/lib/format/dates';
import { type BacklogCommentRow, parseCommentId } from '@/lib/schemas/backlog';

export const BACKLOG_TOAST = { created: 'Created', updated: 'Updated', noId: 'Something went wrong!', failed: 'Ops, failed!' } as const;

type CommentSave = ApiBody<'/api/backlog/comment/{id}', 'post'>;

export function BacklogComments({
  backlog,
  comments,
  user,
}: {
  backlog: number;
  comments: BacklogCommentRow[];
  user: { id: number; role: string };
}) {
  const { toast } = useToast();
  const save = useApiWrite('post', '/api/backlog/comment/{id}', { invalidates: ['/api/backlog'] });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function send(body: CommentSave, done: string): Promise<boolean> {
    try {
      // A new comment is comment 0.
      const res = await save.mutateAsync({ params: { path: { id: parseCommentId(body.id) } }, body });
      if (!res?.id) {
        toast(BACKLOG_TOAST.noId, { type: 'error' });
        return false;
      }
      toast(done, { type: 'success' });
      return true;
    } catch (err) {
      setError(err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : null);
      toast(BACKLOG_TOAST.failed, { type: 'error' });
      return false;
    }
  }

  async function add() {
    setError(null);
    if (await send({ id: 0, backlog, comment: text, status: 1 }, BACKLOG_TOAST.created)) setText('');
  }

  return (
    <section aria-label="Comments" className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-800">Comments ({comments.length})</h3>
      {comments.length === 0 ? (
        <p className="text-sm text-slate-500">No comments yet.</p>
      ) : (
        <ul className="space-y-2" data-testid="backlog-comments">
          {comments.map((c) => (
            <li key={c.id} className="rounded-md bg-slate-50 px-3 py-2">
              <div className="flex items-center gap-2 text-xs text-slate-600">
                <span className="font-medium text-slate-800">{c.user_name}</span>
                <span>{fmtInstant(c.created)}</span>
                {(c.user === user.id || isSuperRole(user.role)) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto"
                    aria-label={`Withdraw the comment of ${fmtInstant(c.created)}`}
                    onClick={() => void send({ id: c.id, comment: c.comment, status: 0 }, BACKLOG_TOAST.updated)}
                  >
                    Withdraw
                  </Button>
                )}
              </div>
              <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{c.comment}</p>
            </li>
          ))}
        </ul>
      )}
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <Field label="Add a comment" htmlFor="backlog-comment" error={error}>
          <Textarea
            id="backlog-comment"
            rows={2}
            value={text}
            invalid={!!error}
            aria-describedby={error ? 'backlog-comment-error' : undefined}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" loading={save.isPending}>
            Comment
          </Button>
        </div>
      </form>
    </section>
  );
}
