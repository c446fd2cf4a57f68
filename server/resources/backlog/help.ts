// Help entries of the widget's 'Help ?' list (issue 15): read by every signed-in user, written by root and
// admin ('backlog.help'). Plain text; q searches the title and the text.
import { helpCreate, helpQuery, helpRow, helpUpdate } from '@/lib/schemas/backlog';
import { defineResource } from '@/server/crud/resource';
import { selectOf } from '@/server/crud/select-of';

export const helpEntries = defineResource({
  path: '/api/help',
  tag: 'Backlog & help',
  label: 'help entry',
  permission: 'backlog.help',
  readPermission: 'backlog',
  model: 'helpEntry',
  table: 'help_entries',
  row: helpRow,
  create: helpCreate,
  update: helpUpdate,
  query: helpQuery,
  select: selectOf(helpRow),
  search: ['title', 'desc'],
  defaultSort: { field: 'title', order: 'asc' },
  summaries: {
    list: "Help entries by title (the widget's 'Help ?' list); q searches the title and the text",
    create:
      'Add a help entry (root and admin): title (unique), desc (plain text), path (a screen route name, optional). Answers 201 { id }',
    update: 'Change a help entry (root and admin)',
    remove: 'Delete a help entry (root and admin)',
  },
});
