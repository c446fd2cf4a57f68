// Brotli for the build's hashed static files (/_next/static/…js, .css) when the browser accepts it: Next
// compresses with gzip only, and brotli at its best quality makes the JavaScript of a first load about a
// fifth smaller (issue 18, docs/benchmarks-first-load.md). Next still answers the request (its headers,
// ETag and 304s stay); only a full 200 body is swapped for its brotli form, compressed once per file (the
// names carry a content hash, so a file never changes) and kept in memory.
import zlib from 'node:zlib';

const STATIC = /^\/_next\/static\/[^?]+\.(?:js|css)(?:\?.*)?$/;
/** Compressed bodies by path, as promises so that concurrent first requests compress once. */
const compressed = new Map();

function brotli(key, body) {
  let done = compressed.get(key);
  if (!done) {
    done = new Promise((resolve, reject) =>
      zlib.brotliCompress(
        body,
        { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } },
        (error, out) => (error ? reject(error) : resolve(out)),
      ),
    );
    compressed.set(key, done);
    done.catch(() => compressed.delete(key));
  }
  return done;
}

/** Call before handing the request to Next: for a static file and a browser that accepts br, the answer goes out in brotli. */
export function brotliStatic(req, res) {
  if (req.method !== 'GET' || !STATIC.test(req.url ?? '')) return;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (!/(?:^|[\s,])br(?:[\s;,]|$)/.test(accepted)) return;
  // Next sends the plain file, which is compressed here.
  req.headers['accept-encoding'] = 'identity';
  const key = req.url.split('?')[0];
  const parts = [];
  const { writeHead, write, end } = res;
  // Headers stay settable until the body is ready: writeHead's become setHeader calls.
  res.writeHead = (status, reason, headers) => {
    res.statusCode = status;
    const given = typeof reason === 'object' ? reason : headers;
    if (Array.isArray(given)) for (let i = 0; i + 1 < given.length; i += 2) res.setHeader(given[i], given[i + 1]);
    else if (given) for (const [name, value] of Object.entries(given)) res.setHeader(name, value);
    return res;
  };
  res.write = (chunk, encoding, callback) => {
    if (chunk) parts.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    if (chunk && typeof chunk !== 'function') parts.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function');
    const body = Buffer.concat(parts);
    const restore = () => {
      res.writeHead = writeHead;
      res.write = write;
      res.end = end;
    };
    if (res.statusCode !== 200 || body.length === 0) {
      restore();
      end.call(res, body.length ? body : undefined, done);
      return res;
    }
    brotli(key, body).then(
      (out) => {
        restore();
        res.setHeader('content-encoding', 'br');
        res.setHeader('content-length', out.length);
        res.setHeader('vary', 'Accept-Encoding');
        end.call(res, out, done);
      },
      () => {
        restore();
        end.call(res, body, done);
      },
    );
    return res;
  };
}
