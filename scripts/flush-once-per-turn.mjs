// Next compresses a page's stream with gzip and flushes the compressor after every chunk React writes
// (about 2 kB each: 40 flushes for the Overview's answer, each a trip to zlib's thread and a socket write).
// Here `res.flush` (set by Next's compression) runs at most once per turn of the event loop: what a turn
// produced goes out together, and the stream still reaches the browser as it is rendered (issue 18).

/** Call before handing the request to Next. */
export function flushOncePerTurn(res) {
  let flush = null;
  let pending = false;
  const coalesced = () => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      flush.call(res);
    });
  };
  Object.defineProperty(res, 'flush', {
    configurable: true,
    get: () => (flush ? coalesced : undefined),
    set: (fn) => {
      flush = fn;
    },
  });
}
