'use client';
// Who else has something open (issue 16): the members of a presence channel other than oneself, as the
// auth endpoint describes them (name, role), kept up to date as people join and leave.
import type { PresenceChannel } from 'pusher-js';
import { useEffect, useState } from 'react';
import type { PresenceInfo } from '@/lib/realtime/channels';
import { useChannel } from './realtime-provider';

export interface PresenceMember extends PresenceInfo {
  id: string;
}

function othersOf(channel: PresenceChannel): PresenceMember[] {
  const out: PresenceMember[] = [];
  const me = channel.members.myID;
  channel.members.each((m: { id: string; info: PresenceInfo }) => {
    if (m.id !== me) out.push({ id: m.id, name: m.info?.name ?? 'Someone', role: m.info?.role ?? '' });
  });
  return out;
}

/** The other people on presence channel `name` (null: none), [] until subscribed. */
export function usePresence(name: string | null): PresenceMember[] {
  const channel = useChannel(name) as PresenceChannel | null;
  const [members, setMembers] = useState<PresenceMember[]>([]);
  useEffect(() => {
    if (!channel) {
      setMembers([]);
      return;
    }
    const refresh = () => setMembers(othersOf(channel));
    if (channel.subscribed) refresh();
    const events = ['pusher:subscription_succeeded', 'pusher:member_added', 'pusher:member_removed'];
    for (const e of events) channel.bind(e, refresh);
    return () => {
      for (const e of events) channel.unbind(e, refresh);
    };
  }, [channel]);
  return members;
}
