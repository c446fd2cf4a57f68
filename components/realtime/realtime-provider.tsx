'use client';
// The browser's end of issue 16: one pusher-js connection per signed-in tab (spec 4: on a valid user the
// realtime socket is initialised), subscriptions signed by POST /api/realtime/auth with the session cookie.
// Screens listen with useRealtimeEvent; only connect.ts imports pusher-js itself.
import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import type { RealtimeClientConfig } from '@/server/realtime/config';

const RealtimeContext = createContext<Pusher | null>(null);
/** The signed-in person's id: listeners leave out what they did themselves. */
const MeContext = createContext<number | null>(null);

export function RealtimeProvider({
  config,
  userId = null,
  children,
}: {
  config: RealtimeClientConfig | null;
  userId?: number | null;
  children: ReactNode;
}) {
  const [pusher, setPusher] = useState<Pusher | null>(null);
  // By value: a server render hands a new but equal object, which must not reconnect the socket.
  const settings = config ? JSON.stringify(config) : null;
  useEffect(() => {
    if (!settings) return;
    const config = JSON.parse(settings) as RealtimeClientConfig;
    let instance: Pusher | null = null;
    let cancelled = false;
    // Loaded after the first paint: the socket is not part of any screen's first-load JavaScript.
    void import('./connect').then(({ connect }) => {
      if (cancelled) return;
      instance = connect(config);
      setPusher(instance);
    });
    return () => {
      cancelled = true;
      instance?.disconnect();
      setPusher(null);
    };
  }, [settings]);
  return (
    <RealtimeContext.Provider value={pusher}>
      <MeContext.Provider value={userId}>{children}</MeContext.Provider>
    </RealtimeContext.Provider>
  );
}

/** The signed-in person's id (null outside the shell). */
export function useRealtimeMe(): number | null {
  return useContext(MeContext);
}

/** The connection, once there is one (null before, or with no realtime server configured). */
export function useRealtime(): Pusher | null {
  return useContext(RealtimeContext);
}

/**
 * Subscribes to `name` (pusher-js keeps one subscription per name); `release` unsubscribes unless another
 * component still listens on it, checked after the commit's other cleanups (their unbinding counts).
 */
function hold(pusher: Pusher, name: string): { channel: Channel; release: () => void } {
  const channel = pusher.channel(name) ?? pusher.subscribe(name);
  const release = () =>
    setTimeout(() => {
      if (pusher.channel(name) !== channel) return;
      if (!channel.callbacks || Object.keys(channel.callbacks._callbacks ?? {}).length === 0) pusher.unsubscribe(name);
    }, 0);
  return { channel, release };
}

/** The subscribed channel `name` while the component is mounted (null until connected, or with no name). */
export function useChannel(name: string | null): Channel | null {
  const pusher = useRealtime();
  const [channel, setChannel] = useState<Channel | null>(null);
  useEffect(() => {
    if (!pusher || !name) return;
    const held = hold(pusher, name);
    setChannel(held.channel);
    return () => {
      setChannel(null);
      held.release();
    };
  }, [pusher, name]);
  return channel;
}

/**
 * Calls `handler` for each `event` on `channel` while mounted; the latest handler is always used. Kept out
 * of state: binding a listener draws nothing, so the screen that listens is not rendered again for it.
 */
export function useRealtimeEvent<T>(channel: string | null, event: string, handler: (data: T) => void) {
  const pusher = useRealtime();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!pusher || !channel) return;
    const held = hold(pusher, channel);
    const fn = (data: T) => latest.current(data);
    held.channel.bind(event, fn);
    return () => {
      held.channel.unbind(event, fn);
      held.release();
    };
  }, [pusher, channel, event]);
}
