// @ts-check
// The Pusher Channels protocol (version 7) as far as this server speaks it: message framing and error codes.
// Codes 4000-4099 tell pusher-js not to reconnect, 4100-4199 to back off, 4200-4299 to reconnect at once;
// 4300-4399 are errors that do not close the connection.

export const PROTOCOL_VERSION = 7;
/** Seconds of silence after which a client should ping (sent in connection_established). */
export const ACTIVITY_TIMEOUT = 120;

export const CODES = {
  /** WebSocket's 'going away' (server going down): pusher-js tries again after a second. After 4200 it
   * would at once, while the server is still down, and then wait out its transport timeout (15 s). */
  goingAway: 1001,
  appNotFound: 4001,
  pathNotFound: 4005,
  invalidVersion: 4006,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  pongNotReceived: 4201,
  closedAfterInactivity: 4202,
  badMessage: 4300,
  clientEventRejected: 4301,
  unsupported: 4302,
};

/** Channel and event names as Pusher allows them. */
export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
export const MAX_EVENT_NAME = 200;

/**
 * A frame for the socket. The protocol carries `data` as a JSON string (pusher-js parses it back).
 * @param {string} event
 * @param {unknown} [data]
 * @param {string} [channel]
 */
export function frame(event, data, channel) {
  /** @type {Record<string, unknown>} */
  const message = { event };
  if (channel !== undefined) message.channel = channel;
  if (data !== undefined) message.data = typeof data === 'string' ? data : JSON.stringify(data);
  return JSON.stringify(message);
}

/**
 * `pusher:error`; its data is an object, not a string, as the protocol and pusher-js's handshake expect.
 * @param {number} code
 * @param {string} message
 */
export function errorFrame(code, message) {
  return JSON.stringify({ event: 'pusher:error', data: { code, message } });
}

/**
 * A client's message, or null when it is not a JSON object with a string `event`.
 * @param {string} text
 * @returns {{ event: string, channel?: string, data?: any } | null}
 */
export function parseMessage(text) {
  try {
    const message = JSON.parse(text);
    if (!message || typeof message !== 'object' || typeof message.event !== 'string') return null;
    if (typeof message.data === 'string' && message.event.startsWith('pusher:')) {
      try {
        message.data = JSON.parse(message.data);
      } catch {}
    }
    return message;
  } catch {
    return null;
  }
}

/** A socket id as Pusher forms them: two integers joined by a dot. */
export function newSocketId() {
  const part = () => Math.floor(Math.random() * 1e9);
  return `${part()}.${part()}`;
}
