// vitest 5's reporter calls Map.groupBy, which Node 20 lacks (Node 21+ has it): without this, a failing
// test crashes the reporter and its details never print.
if (!Map.groupBy) {
  Map.groupBy = (items, key) => {
    const out = new Map();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      if (!out.has(k)) out.set(k, []);
      out.get(k).push(item);
    }
    return out;
  };
}
if (!Object.groupBy) {
  Object.groupBy = (items, key) => Object.fromEntries(Map.groupBy(items, key));
}
