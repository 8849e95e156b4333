// The engine, seen from JavaScript: a thin guard around the WebAssembly bindings made by
// src/wasm.rs. Every call either returns the engine's answer or throws an Error with a message
// for people; a panic inside the engine becomes an `EngineCrash` carrying the panic message.

/** The engine stopped on an internal error; the game handle it was using must be dropped. */
export class EngineCrash extends Error {}

/**
 * Wraps the bindings (`window.wasmBindings` from Trunk's loader).
 * @param {import('./engine-types.js').Bindings} b
 * @returns {import('./engine-types.js').Engine}
 */
export function openEngine(b) {
  /**
   * Runs an engine call: its answer, or an Error (an EngineCrash for a panic).
   * @template T
   * @param {() => T} fn
   * @returns {T}
   */
  const guard = (fn) => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof WebAssembly.RuntimeError || /unreachable|recursive use/.test(String(e))) {
        let detail = '';
        try {
          detail = b.takePanic() || '';
        } catch {
          // the panic message is a help, not a need
        }
        throw new EngineCrash(detail || String(e.message || e));
      }
      throw e instanceof Error ? e : new Error(String(e));
    }
  };

  return {
    /** The playable games: [{ id, name }]. */
    games: () => guard(() => b.games()),
    /** A new game by id, with options as { name: value } (or none). */
    create: (id, options) => guard(() => new b.Game(id, options || null)),
    /** A game from a start position text. */
    fromText: (id, options, text) => guard(() => b.Game.fromText(id, options || null, text)),
    /** The part of a broken link that can be read (cut before its first bad move), or ''. */
    readablePart: (text) => guard(() => b.readablePart(text)),
    /** The problems and twins of a Popeye input text: [{ link, stipulation, about, twin, tries, set }]. */
    readPopeye: (text) => guard(() => b.readPopeye(text)),
    /** The stipulation a game's link carries ('' for none). */
    stipulation: (g) => guard(() => g.stipulation()),
    /** Makes the game's start a problem with this stipulation ('' makes it a game again). */
    setStipulation: (g, text) => guard(() => g.setStipulation(text)),
    /** A game from a link (the address hash without '#'). */
    fromLink: (text) => guard(() => b.Game.fromLink(text)),
    /** What does not change during a game: { id, name, geometry, players, options, startToMove }. */
    info: (g) => guard(() => g.info()),
    /** Everything about the viewed ply: pieces, legal moves, move list, status, last move, link. */
    snapshot: (g) => guard(() => g.snapshot()),
    play: (g, index) => guard(() => g.play(index)),
    playText: (g, text) => guard(() => g.playText(text)),
    /** The index in the snapshot's legal moves of a move typed in SAN or `e2e4` form. */
    moveIndex: (g, text) => guard(() => g.moveIndex(text)),
    /** The cells the piece on `cell` may be aimed at while the computer thinks: [{ to, arrive }]. */
    premoveTargets: (g, cell) => guard(() => g.premoveTargets(cell)),
    undo: (g) => guard(() => g.undo()),
    /** Takes back every move, and how the players ended the game (for a rematch). */
    rewind: (g) => guard(() => g.rewind()),
    /** Whether a draw can be agreed now (the game going on, not ended already). */
    canAgree: (g) => guard(() => g.canAgree()),
    /** Whether player `p` may resign now (the engine's reading of the game's rules). */
    canResign: (g, p) => guard(() => g.canResign(p)),
    /** The players still in the game at its last position (whose consent a draw needs). */
    playersIn: (g) => guard(() => Array.from(g.playersIn())),
    /** Whether the game goes on without player `p` when he resigns now (he leaves it). */
    goesOnWithout: (g, p) => guard(() => g.goesOnWithout(p)),
    /** Player `p` resigns after the last move (ending the game, or leaving it). */
    resign: (g, p) => guard(() => g.resign(p)),
    /** Why player `p` may not claim the win now, or undefined when he may (the engine's rules). */
    claimWinRefusal: (g, p) => guard(() => g.claimWinRefusal(p)),
    /** Player `p` claims the win after the last move (a step; the game is then over). */
    claimWin: (g, p) => guard(() => g.claimWin(p)),
    /** Player `p`'s clock ran out: read as his resignation (the game ends, or he leaves it). */
    timeOut: (g, p) => guard(() => g.timeOut(p)),
    /** A draw agreed after the last move. */
    agreeDraw: (g) => guard(() => g.agreeDraw()),
    /** Whether the computer playing `p` at `level` accepts a draw (thinking `movetime` ms). */
    drawAnswer: (g, p, level, movetime) => guard(() => g.drawAnswer(p, level, movetime)),
    /** Fortress Chess: places the rest of the hand of the player to move on the default squares. */
    defaultPlacement: (g) => guard(() => g.defaultPlacement()),
    /** Blocking Double Chess: plays proposal `index` of the snapshot, the partner having accepted. */
    playProposal: (g, index) => guard(() => g.playProposal(index)),
    /** Blocking Double Chess: the computer partner's answer to proposal `index`: 'accept' or 'unwise'. */
    answerProposal: (g, index, level, movetime) => guard(() => g.answerProposal(index, level, movetime)),
    /** Games with dice: rolls the dice from the game's seed. */
    roll: (g) => guard(() => g.rollDice()),
    goTo: (g, ply) => guard(() => g.goTo(ply)),
    /** A game from a game record (tags and moves); `fallback` is the game when it has no [Game] tag. */
    fromRecord: (text, fallback) => guard(() => b.Game.fromRecord(text, fallback ?? null)),
    /** A game from a position text: the game it names (`alice:...`), else `fallback`. */
    fromPosition: (text, fallback, options) => guard(() => b.Game.fromPosition(text, fallback, options || null)),
    /** The game record of a game, with its tags. */
    record: (g) => guard(() => g.record()),
    /**
     * The same with PGN's roster of tags: `header` is { event, site, date, players: [names] },
     * and `notes` ([step, text] pairs) comments after steps of the main line.
     */
    recordWithHeader: (g, h) => {
      const notes = h.notes || [];
      return guard(() => g.recordWithHeader(h.event, h.site, h.date, h.players, Uint32Array.from(notes.map((n) => n[0])), notes.map((n) => n[1])));
    },
    /** The viewed position in chess.com's FEN4, or '' for games it does not write. */
    fen4: (g) => guard(() => g.fen4()),
    /** A position editor starting from the viewed position (see editor.js). */
    editor: (g) => guard(() => g.editor()),
    /** Runs `fn(editor)` with the engine's errors and crashes handled as for every call. */
    edit: (ed, fn) => guard(() => fn(ed)),
    /** Frees a game handle; a handle left broken by a crash is simply dropped. */
    release: (g) => {
      try {
        g.free();
      } catch {
        // already unusable: nothing to free
      }
    },
  };
}
