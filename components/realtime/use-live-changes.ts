'use client';
// A screen's live rows (issue 16): on `changed` from another person, the event's API paths reload (the
// data layer's invalidation, so the rows change in place without a reload) and a toast says who changed
// what, except over the outcome of the person's own write (that toast stays). Several screens on one
// page may listen to the same channel: the first one handles each event.
import { useToast } from '@/components/shell/toast';
import { useInvalidate } from '@/lib/client/query';
import { type ChangedEvent, type ChangeTopic, changesChannel, EVENTS } from '@/lib/realtime/channels';
import { useRealtimeEvent, useRealtimeMe } from './realtime-provider';

/** pusher-js hands one parsed payload to every listener of a channel: handled once per payload. */
const handled = new WeakSet<object>();

export function useLiveChanges(topic: ChangeTopic) {
  const me = useRealtimeMe();
  const invalidate = useInvalidate();
  const { show } = useToast();
  useRealtimeEvent<ChangedEvent>(changesChannel(topic), EVENTS.changed, (event) => {
    if (!event || typeof event !== 'object' || handled.has(event)) return;
    handled.add(event);
    if (event.by?.id === me || !Array.isArray(event.paths)) return;
    void invalidate(event.paths);
    if (event.summary) show(event.summary, { type: 'info', ifIdle: true });
  });
}
