import type { ScheduleRefs } from './types';

/** The props of the screen's bulk dialogs: open state and the reference lists their pickers offer. */
export interface ScheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  refs: ScheduleRefs;
}
