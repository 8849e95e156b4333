// Links read for the page controller (app.js): the side lines kept with a game, and the part of
// a broken link that can still be opened.

/**
 * Side lines from their links, as [{ link, history }] (a line the engine cannot read is left out).
 * @param {import('./engine-types.js').Engine} engine
 * @param {string[] | null | undefined} links
 * @returns {import('./history.js').Line[]}
 */
export function linesFrom(engine, links) {
  const out = [];
  for (const link of links || []) {
    try {
      const g = engine.fromLink(link);
      out.push({ link, history: [...engine.snapshot(g).history] });
      engine.release(g);
    } catch {
      // a broken side line cannot be played again: it is dropped
    }
  }
  return out;
}

/**
 * The readable part of a broken link: { link, label } such as "Chess after 1 move", or null.
 * @param {import('./engine-types.js').Engine} engine
 * @param {string} link
 * @returns {{ link: string, label: string } | null}
 */
export function readablePart(engine, link) {
  try {
    const part = engine.readablePart(link);
    if (!part) return null;
    const g = engine.fromLink(part);
    const name = engine.info(g).name;
    const n = engine.snapshot(g).length;
    engine.release(g);
    return { link: part, label: `${name} ${n ? `after ${n} ${n === 1 ? 'move' : 'moves'}` : 'from its start'}` };
  } catch {
    return null;
  }
}
