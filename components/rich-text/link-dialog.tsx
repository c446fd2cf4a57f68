'use client';
// The editor's Link dialog: the address of a link on the selected text (with nothing selected, a new link
// that shows its address), accepted as the server keeps links: http(s) or mailto. It edits or removes the
// link the caret is in. On close the focus goes back to the toolbar's Link button, the dialog's opener.
import type { Editor } from '@tiptap/react';
import { useId, useState } from 'react';
import { FormDialog } from '@/components/crud/form-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LINK_ERROR, linkAddress } from '@/lib/rules/rich-text';

export function LinkDialog({ editor, open, onOpenChange }: { editor: Editor; open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const [current, setCurrent] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each opening starts from the link the caret is in, if any.
  if (open !== shown) {
    setShown(open);
    if (open) {
      const href: string | null = editor.getAttributes('link').href ?? null;
      setCurrent(href);
      setAddress(href ?? '');
      setError(null);
    }
  }

  async function apply() {
    const href = linkAddress(address);
    if (!href) {
      setError(LINK_ERROR);
      document.getElementById(id)?.focus();
      return false;
    }
    const chain = editor.chain().extendMarkRange('link');
    if (editor.state.selection.empty && !current) {
      chain.insertContent({ type: 'text', text: href.replace(/^mailto:/, ''), marks: [{ type: 'link', attrs: { href } }] });
    } else {
      chain.setLink({ href });
    }
    return chain.run();
  }

  function remove() {
    editor.chain().extendMarkRange('link').unsetLink().run();
    onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={current ? 'Edit link' : 'Add link'}
      submitLabel={current ? 'Save link' : 'Add link'}
      onSubmit={apply}
      maxWidth={440}
    >
      <Field label="Link address" htmlFor={id} error={error} hint="https://…, http://… or mailto:…">
        <Input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          value={address}
          invalid={!!error}
          aria-describedby={`${id}-${error ? 'error' : 'hint'}`}
          onChange={(e) => {
            setAddress(e.target.value);
            setError(null);
          }}
        />
      </Field>
      {current && (
        <Button variant="secondary" size="sm" onClick={remove}>
          Remove link
        </Button>
      )}
    </FormDialog>
  );
}
