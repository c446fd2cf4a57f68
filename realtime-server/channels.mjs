// @ts-check
// Who is subscribed to what: the sockets of each channel and, for presence channels, the members counted
// by user_id (one person with two tabs is one member, gone when the last of their sockets leaves).

/**
 * @typedef {{ socketId: string, send(text: string): void }} Subscriber
 * @typedef {{ userId: string, info: unknown }} Member
 * @typedef {{ sockets: Map<Subscriber, Member | null>, members: Map<string, { info: unknown, sockets: number }> }} Channel
 */

export class ChannelRegistry {
  /** @type {Map<string, Channel>} */
  #channels = new Map();

  /**
   * Adds the socket; for a presence channel also its member. `joined` is true when the member is new.
   * @param {Subscriber} socket
   * @param {string} name
   * @param {Member | null} [member]
   */
  subscribe(socket, name, member = null) {
    let channel = this.#channels.get(name);
    if (!channel) {
      channel = { sockets: new Map(), members: new Map() };
      this.#channels.set(name, channel);
    }
    if (channel.sockets.has(socket)) return { joined: false };
    channel.sockets.set(socket, member);
    if (!member) return { joined: false };
    const known = channel.members.get(member.userId);
    if (known) {
      known.sockets += 1;
      return { joined: false };
    }
    channel.members.set(member.userId, { info: member.info, sockets: 1 });
    return { joined: true };
  }

  /**
   * Removes the socket. `left` is the member's user id when that was their last socket on the channel.
   * @param {Subscriber} socket
   * @param {string} name
   * @returns {{ left: string | null }}
   */
  unsubscribe(socket, name) {
    const channel = this.#channels.get(name);
    if (!channel?.sockets.has(socket)) return { left: null };
    const member = channel.sockets.get(socket);
    channel.sockets.delete(socket);
    let left = null;
    if (member) {
      const known = channel.members.get(member.userId);
      if (known && --known.sockets === 0) {
        channel.members.delete(member.userId);
        left = member.userId;
      }
    }
    if (channel.sockets.size === 0) this.#channels.delete(name);
    return { left };
  }

  /**
   * The `presence` object of pusher_internal:subscription_succeeded.
   * @param {string} name
   */
  presence(name) {
    const members = this.#channels.get(name)?.members ?? new Map();
    /** @type {Record<string, unknown>} */
    const hash = {};
    for (const [id, { info }] of members) hash[id] = info;
    return { ids: [...members.keys()], hash, count: members.size };
  }

  /**
   * Sends `text` to every socket on the channel but the one with `exceptSocketId`.
   * @param {string} name
   * @param {string} text
   * @param {string | undefined} [exceptSocketId]
   * @param {Subscriber} [exceptSocket]
   */
  broadcast(name, text, exceptSocketId, exceptSocket) {
    const channel = this.#channels.get(name);
    if (!channel) return;
    for (const socket of channel.sockets.keys()) {
      if (socket === exceptSocket || (exceptSocketId && socket.socketId === exceptSocketId)) continue;
      socket.send(text);
    }
  }

  /**
   * What the HTTP API tells of a channel.
   * @param {string} name
   */
  info(name) {
    const channel = this.#channels.get(name);
    return {
      occupied: Boolean(channel),
      subscriptionCount: channel?.sockets.size ?? 0,
      userCount: channel?.members.size ?? 0,
    };
  }

  /**
   * The occupied channels whose names start with `prefix`.
   * @param {string} [prefix]
   */
  names(prefix = '') {
    return [...this.#channels.keys()].filter((name) => name.startsWith(prefix));
  }
}
