// The page controller: owns the state object and the engine's game handle, turns actions into
// engine calls and pure state changes, keeps the address hash and the saved game up to date, and
// redraws at most once per animation frame.

import { openEngine, EngineCrash } from './engine.js';
import { computeLayout } from './layout.js';
import { createPieceSet } from './pieces.js';
import { render } from './render.js';
import { bindBoard, bindKeys } from './input.js';
import { createUi } from './ui.js';
import { loadSaved, save } from './storage.js';
import { createEditor } from './editor.js';
import { createSharePanel, copyText } from './share.js';
import * as S from './state.js';
import { createComputer } from './computer.js';
import { createAiUi } from './ai-ui.js';
import { splitHash, seatsPart, isComputer, levelOf } from './seats.js';
import { drawingsPart, toggleDrawing } from './drawings.js';
import { fallenArmies } from './seat-status.js';
import { exposeState, forcedPass } from './public-state.js';
import { createPlacementPanel } from './placement.js';
import { answerText, createConsentPanel, createDuelPanel } from './consent.js';
import * as H from './history.js';
import { addRecent, createRecentPanel, loadRecent, removeRecent } from './recent.js';
import { createGameOver } from './game-over.js';
import { createLook } from './look.js';
import { createTypedMove } from './typed-move.js';
import { createAgreement } from './agreement.js';
import { createSound } from './sound.js';
import { createTakenPanel } from './taken.js';
import { bindPieceTip } from './piece-tip.js';
import { createClocks } from './clock.js';
import { linesFrom, readablePart } from './link-parts.js';
import { createPremove } from './premove.js';
import { bindCursor } from './board-cursor.js';
import { createDescribe } from './describe.js';

const DEFAULT_GAME = 'alice';

/**
 * Starts the page with the engine bindings.
 * @param {import('./engine-types.js').Bindings} bindings
 */
export function startApp(bindings) {
  const engine = openEngine(bindings);
  const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('board'));
  const wrap = document.getElementById('board-wrap');
  let state = S.initialState();
  /** @type {import('./engine-types.js').GameHandle | null} */
  let handle = null;
  /** @type {import('./layout.js').Layout | null} */
  let layout = null;
  let layoutKey = '';
  let frame = 0;

  const pieces = createPieceSet(() => schedule());

  const setState = (next) => {
    state = next;
    schedule();
  };
  function schedule() {
    if (!frame) frame = requestAnimationFrame(draw);
  }
  // The board's colours (the Look menu), and the typed-move box (bound once the actions exist).
  let boardTheme;
  createLook(
    canvas,
    (theme) => {
      boardTheme = theme;
      schedule();
    },
    (set) => pieces.setStyle(set),
  );
  /** @type {(state: S.State) => void} */
  let updateTyped = () => {};
  const sound = createSound();
  const updateTaken = createTakenPanel(pieces);
  const clocks = createClocks({
    state: () => state,
    /** A clock ran out: the engine ends the game on time, or the player leaves it. */
    timeOut: (player) => attempt(() => departed(() => engine.timeOut(handle, player))),
    message: (kind, text) => setState(S.setMessage(state, kind, text)),
  });
  // People who ask their system for less motion see moves without the slide.
  const calm = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : { matches: false };
  /** @type {(state: S.State) => void} */
  let updateAgreement = () => {};
  function currentLayout() {
    if (!state.game || !state.view) return null;
    const maxWidth = Math.max(120, wrap.clientWidth);
    const top = wrap.getBoundingClientRect().top + window.scrollY;
    // On a phone the dock (status and move buttons) is fixed at the bottom of the screen.
    const dock = /** @type {HTMLElement | null} */ (document.querySelector('.dock'));
    const docked = dock && getComputedStyle(dock).position === 'fixed' ? dock.offsetHeight : 0;
    // The cylinder's turn buttons sit under the board.
    const turner = state.game.geometry.wraps ? 52 : 0;
    const room = window.innerHeight - top - docked - turner - 12;
    const maxHeight = Math.max(200, room);
    const turns = S.turnsOf(state);
    const key = `${state.game.id}|${maxWidth}|${maxHeight}|${turns}|${state.game.geometry.cells.length}|${state.shift}`;
    if (key !== layoutKey) {
      layout = computeLayout(state.game.geometry, maxWidth, maxHeight, turns, state.shift);
      layout.key = key;
      layoutKey = key;
    }
    return layout;
  }
  function draw() {
    frame = 0;
    const l = currentLayout();
    if (l && render(canvas, state, l, pieces, boardTheme)) schedule();
    updateUi(state, l);
    updateAiUi(state);
    updatePlacement(state);
    updateConsent(state);
    updateDuels(state);
    gameOver.update(state);
    updateTyped(state);
    updateAgreement(state);
    updateTaken(state);
    clocks.update(state);
    updateCursor(state);
    updateDescribe(state);
    // The controls just updated may have moved the board (a message opening above it): lay it
    // out again on the next frame, so it never runs off the screen.
    if (l && currentLayout() !== l) schedule();
  }

  // Engine calls: an error becomes a message; a crash drops the handle and restores the game
  // from its last link.
  function attempt(fn) {
    try {
      fn();
      return true;
    } catch (e) {
      if (e instanceof EngineCrash) recover(e);
      else setState(S.setMessage(state, 'error', e.message || String(e)));
      return false;
    }
  }
  function recover(crash) {
    const link = state.view ? state.view.link : null;
    handle = null;
    const text = `The game engine stopped on an internal error (${crash.message}).`;
    try {
      adopt(link ? engine.fromLink(link) : engine.create(DEFAULT_GAME), link ? state.lines : [], false);
      setState(S.setMessage(state, 'error', `${text} The game was restored to its last position.`));
    } catch (e) {
      setState(S.setMessage(state, 'error', `${text} Please reload the page.`));
    }
  }

  /**
   * Makes `g` the current game (releasing the previous one) and shows it, with its side lines.
   * The game it replaces is kept in the recent games, unless `keep` is false (another line of the
   * same game, or the same game restored).
   */
  function adopt(g, lines = [], keep = true, drawings = []) {
    if (editor && editor.active()) editor.close();
    const info = engine.info(g);
    const view = engine.snapshot(g);
    if (keep) keepRecent();
    if (handle) engine.release(handle);
    handle = g;
    setState(S.withDrawings(S.withLines(S.withGame(state, info, view), lines), drawings));
    remember();
  }
  /** Keeps the game shown in the recent games (a game without any move is not worth keeping). */
  function keepRecent() {
    const v = state.view;
    if (!v || !state.game || (v.length === 0 && !state.lines.length)) return;
    const lines = state.lines.map((l) => l.link);
    showRecent(addRecent({ link: v.link, lines, name: state.game.name, moves: v.length, at: Date.now() }));
  }
  /** Keeps the saved game (not shown: a link replaced it) in the recent games. */
  function keepSaved(saved) {
    try {
      const g = engine.fromLink(saved.link);
      const name = engine.info(g).name;
      const moves = engine.snapshot(g).length;
      engine.release(g);
      if (moves || saved.lines.length) showRecent(addRecent({ link: saved.link, lines: saved.lines, name, moves, at: Date.now() }));
    } catch {
      // a saved game the engine cannot read was reported when it was read
    }
  }
  /** Resumes a recent game: it leaves the list, and the game shown takes its place there. */
  function resume(entry) {
    const lines = linesFrom(engine, entry.lines);
    try {
      const g = engine.fromLink(entry.link);
      removeRecent(entry.link);
      adopt(g, lines);
      showRecent(loadRecent());
      setState(S.clearMessage(state));
    } catch (e) {
      if (e instanceof EngineCrash) recover(e);
      else {
        showRecent(removeRecent(entry.link));
        setState(S.setMessage(state, 'error', `This recent game could not be opened: ${e.message || e}`));
      }
    }
  }
  /**
   * Before a step (a move or a roll, `text` as the move list writes it) made while an earlier
   * position is viewed: the game as it was is kept as a side line. When the step is the next one
   * of the main line already, the page steps forward instead and returns true.
   */
  function branch(text) {
    const v = state.view;
    if (!v || v.ply >= v.length) return false;
    if (text != null && v.history[v.ply] === text) {
      if (attempt(() => engine.goTo(handle, v.ply + 1))) attempt(refresh);
      return true;
    }
    setState(S.withLines(state, H.addLine(state.lines, H.lineOf(v))));
    return false;
  }
  /** Shows side line `index` at `ply` as the main line; the main line becomes a side line. */
  function openLine(index, ply) {
    const swap = H.promote(state.lines, index, state.view);
    if (!swap) return;
    attempt(() => {
      const g = engine.fromLink(swap.line.link);
      engine.goTo(g, Math.min(ply, swap.line.history.length));
      adopt(g, swap.lines, false);
    });
  }
  function refresh() {
    const before = state.view;
    setState(S.withView(state, engine.snapshot(handle)));
    sound.play(before, state.view);
    remember();
    // A move (or a pass) just ended the game: the game-over dialog.
    const v = state.view;
    if (before && !before.status.over && v.status.over && v.ply === v.length && v.length > before.length) {
      gameOver.open(state);
    }
  }
  /**
   * After `act` (a resignation, a time-out, an agreed draw): the game ended as it stood (the
   * game-over dialog), or a player left it, a step that `refresh` shows like a move.
   */
  function departed(act) {
    const length = state.view.length;
    act();
    refresh();
    if (state.view.length === length) gameOver.open(state);
  }
  /** Saves the game and writes its link into the address, without adding history entries. */
  function remember() {
    if (!state.view) return;
    const lines = state.lines.map((l) => l.link);
    const drawn = drawingsPart(state.drawings, state.view.length);
    save(state.view.link + drawn, state.flipped, state.autoFlip, state.autoRoll, state.seat, lines);
    const hash = `#${state.view.link}${seatsPart(computer.seats())}${drawn}`;
    if (window.location.hash !== hash) {
      window.history.replaceState(null, '', hash);
    }
    computer.onPosition();
    premove.onPosition();
  }
  /** Whether the player to move is played by the computer now (then the board takes no move). */
  function computerToMove() {
    const v = state.view;
    if (!v || v.status.over || v.ply !== v.length || state.ai.paused) return false;
    return isComputer(computer.seats()[v.status.toMove] || 'h');
  }

  /**
   * Opens a link (the address hash, or the saved game's link when `origin` is 'storage'). A
   * link that cannot be read never replaces the game shown, nor the saved game (`fallback`, opened
   * instead): the message offers the part of the link that could be read.
   */
  function openLink(text, origin, fallback = null) {
    const { link, seats, drawings } = splitHash(text);
    try {
      const g = engine.fromLink(link);
      if (seats) computer.adoptSeats(engine.info(g).id, seats);
      adopt(g, [], true, drawings);
      return true;
    } catch (e) {
      if (e instanceof EngineCrash) {
        recover(e);
        return false;
      }
      const why = e.message || String(e);
      const part = readablePart(engine, link);
      if (origin === 'storage') {
        const opened = part && quietly(part.link);
        if (!opened) startFresh(null);
        const rest = opened ? `It was opened up to its first unreadable move (${part.label}).` : 'A new game was started.';
        setState(S.setMessage(state, 'notice', `The saved game could not be restored: ${why}. ${rest}`));
        return false;
      }
      const kept = !!state.view || (fallback != null && quietly(fallback));
      if (kept) {
        remember();
        const offer = part ? { label: `Open ${part.label} instead`, link: part.link } : null;
        const rest = offer ? ' You may open the part of the link that could be read instead.' : '';
        setState(S.setMessage(state, 'error', `This link could not be opened: ${why}. Your game was kept.${rest}`, offer));
        return false;
      }
      const opened = part && quietly(part.link);
      if (!opened) startFresh(null);
      const rest = opened ? `The part that could be read was opened: ${part.label}.` : 'A new game was started.';
      setState(S.setMessage(state, 'error', `This link could not be opened: ${why}. ${rest}`));
      return false;
    }
  }
  /** Opens a link that should be readable; false (and nothing changed) when it is not. */
  function quietly(link) {
    const { link: text, seats, drawings } = splitHash(link);
    try {
      const g = engine.fromLink(text);
      if (seats) computer.adoptSeats(engine.info(g).id, seats);
      adopt(g, [], true, drawings);
      return true;
    } catch {
      return false;
    }
  }
  function startFresh(message, kind) {
    const ids = state.games.map((g) => g.id);
    const id = ids.includes(DEFAULT_GAME) ? DEFAULT_GAME : ids[0];
    attempt(() => adopt(engine.create(id)));
    if (message) setState(S.setMessage(state, kind, message));
  }

  /** Says that players passed, in the message banner. */
  function announcePass(...movers) {
    // When the game is over the result (the status line) stands alone.
    if (!state.view || state.view.status.over) return;
    const names = movers.map((m) => (state.game.players[m] ? state.game.players[m].name : 'The player'));
    const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} pass` : `${names[0]} passes`;
    const why = state.game.dice ? 'no die can be used' : names.length > 1 ? 'they have no legal move' : 'no legal move';
    setState(S.setMessage(state, 'notice', `${who}: ${why}.`));
  }

  /**
   * Games where a player who cannot move passes: at the end of the game, plays every forced pass
   * (it is recorded in the move list like any move) and announces who passed.
   */
  function autoPass(movers = []) {
    for (let i = 0; i < 8 && handle; i++) {
      const v = state.view;
      if (!forcedPass(v) || v.ply < v.length) break;
      const mover = v.status.toMove;
      if (!attempt(() => engine.play(handle, 0)) || !attempt(refresh)) break;
      movers.push(mover);
    }
    if (movers.length) announcePass(...movers);
  }

  /**
   * With auto-roll on, at the end of the game: rolls for the player to move, and plays a pass
   * that is the only move (announced). Stops when a player has a choice to make.
   */
  function autoStep() {
    for (let i = 0; i < 8 && state.autoRoll && handle; i++) {
      const v = state.view;
      if (!v || !v.dice || v.status.over || v.ply < v.length) return;
      if (v.dice.needsRoll) {
        if (!attempt(() => engine.roll(handle)) || !attempt(refresh)) return;
      } else if (v.dice.onlyPass) {
        const index = v.moves.findIndex((m) => m.pass);
        const mover = v.status.toMove;
        if (index < 0 || !attempt(() => engine.play(handle, index)) || !attempt(refresh)) return;
        announcePass(mover);
      } else {
        return;
      }
    }
  }

  /** Plays a legal move by its index (a person's move, or the computer's); `dragged` when the
   * person dropped the piece on its cell (it is then not slid there again). */
  function playMove(index, dragged = false) {
    const move = state.view && state.view.moves[index];
    if (move && branch(move.san)) return;
    const mover = state.view ? state.view.status.toMove : 0;
    const before = state.view;
    if (!attempt(() => engine.play(handle, index))) return;
    attempt(refresh);
    const fallen = fallenArmies(before, state.view);
    if (fallen.length) setState(S.fadeOut(state, fallen, performance.now()));
    if (move && move.pass && state.game.dice) announcePass(mover);
    else if (!calm.matches) setState(S.animate(state, performance.now(), dragged && !state.game.geometry.wraps));
    autoStep();
    autoPass(move && move.pass && !state.game.dice ? [mover] : []);
  }
  /** The partner of a player: the seat the engine names, else the player who moves next. */
  function partnerOf(player) {
    const seat = state.view && state.view.seats ? state.view.seats[player] : null;
    if (seat && seat.partner != null) return seat.partner;
    return (player + 1) % state.game.players.length;
  }
  const nameOf = (p) => (state.game.players[p] ? state.game.players[p].name : 'The player');

  /**
   * Blocking Double Chess: proposal `index` of the player to move is put to his partner. A
   * computer partner answers at once; a person answers with the buttons of the consent panel.
   */
  function propose(index, byComputer) {
    const v = state.view;
    const p = v && v.proposals ? v.proposals[index] : null;
    if (!p) return;
    const proposer = v.status.toMove;
    const partner = partnerOf(proposer);
    const consent = { index, proposer, partner, byComputer, move: p.san.replace(/~c$/, ''), link: v.link };
    const partnerSeat = computer.seats()[partner] || 'h';
    if (isComputer(partnerSeat)) {
      let answer = 'unwise';
      if (!attempt(() => (answer = engine.answerProposal(handle, index, Math.max(1, levelOf(partnerSeat)), 400)))) return;
      settle(consent, answer === 'accept' ? 'accept' : 'unwise');
    } else {
      setState(S.setConsent(state, consent));
    }
  }
  /** The partner's answer to the proposal awaiting it. */
  function settle(consent, kind) {
    setState(S.setConsent(state, null));
    if (!state.view || state.view.link !== consent.link) return;
    const text = answerText(kind, nameOf(consent.proposer), nameOf(consent.partner), consent.move);
    if (kind === 'accept') {
      branch(null);
      if (!attempt(() => engine.playProposal(handle, consent.index))) return;
      attempt(refresh);
      setState(S.setMessage(state, 'notice', text));
      autoPass();
    } else {
      setState(S.setMessage(state, 'notice', text));
      if (consent.byComputer) computer.proposalRefused();
    }
  }

  function rollDice() {
    // The dice of a position always roll the same (from the game's seed): the roll that follows
    // in the move list is the one the dice would give.
    const v = state.view;
    const next = v && v.ply < v.length ? v.history[v.ply] : null;
    if (branch(next && /^\d,\d:$/.test(next) ? next : null)) return;
    if (attempt(() => engine.roll(handle))) attempt(refresh);
    autoStep();
  }

  const computer = createComputer({
    state: () => state,
    update: (partial) => setState(S.withAi(state, partial)),
    play: playMove,
    propose: (index) => propose(index, true),
    roll: rollDice,
    message: (kind, text) => setState(S.setMessage(state, kind, text)),
    seatsChanged: remember,
    thinkTime: (player, speed) => clocks.thinkTime(player, speed),
  });

  const actions = {
    select: (cell) => setState(S.select(state, cell)),
    deselect: () => {
      premove.cancel();
      setState(S.clearSelection(state));
    },
    premoveClick: (cell) => premove.click(cell),
    premoveDrop: (cell) => premove.drop(cell),
    cancelPremove: () => premove.cancel(),
    dragStart: (cell, x, y) => setState(S.dragStart(state, cell, x, y)),
    dragMove: (x, y, hover) => setState(S.dragMove(state, x, y, hover)),
    dragEnd: () => setState(S.dragEnd(state)),
    cancelChoice: () => setState(S.closeChoice(state)),
    /** An arrow (or a circle, `from` equal to `to`) drawn on the position shown, or taken away. */
    draw(from, to, colour) {
      if (!state.view) return;
      setState(S.withDrawings(state, toggleDrawing(state.drawings || [], { ply: state.view.ply, colour, from, to })));
      remember();
    },
    clearDrawings() {
      const ply = state.view ? state.view.ply : -1;
      if (!(state.drawings || []).some((d) => d.ply === ply)) return;
      setState(S.withDrawings(state, state.drawings.filter((d) => d.ply !== ply)));
      remember();
    },
    tryMove(from, cell, dragged = false) {
      const found = S.movesTo(state, from, cell);
      if (found.length === 1) actions.play(found[0].index, dragged);
      else if (found.length > 1) setState(S.openChoice(state, found.map((x) => x.index)));
      else {
        const proposals = S.proposalsTo(state, from, cell);
        if (proposals.length && !computerToMove()) propose(proposals[0].index, false);
      }
    },
    /** The partner's answer to a proposal: 'accept', 'unwise', 'another' or 'impossible'. */
    answer(kind) {
      if (state.consent) settle(state.consent, kind);
    },
    /** The placement step: chooses the piece of the hand to place. */
    chooseHand: (letter) => setState(S.chooseHand(state, letter)),
    /** The placement step: places the rest of the hand of the player to move by default. */
    defaultPlacement() {
      if (computerToMove() || !S.placing(state)) return;
      if (attempt(() => engine.defaultPlacement(handle))) attempt(refresh);
    },
    play(index, dragged = false) {
      if (computerToMove()) {
        setState(S.clearSelection(state));
        return;
      }
      playMove(index, dragged);
    },
    /** Games with dice: rolls the dice (from the game's seed). */
    roll() {
      if (computerToMove()) return;
      rollDice();
    },
    /** Games with dice: plays the pass, when it is the only move. */
    pass() {
      const index = state.view ? state.view.moves.findIndex((m) => m.pass) : -1;
      if (index >= 0) actions.play(index);
    },
    setAutoRoll(on) {
      setState(S.setAutoRoll(state, on));
      remember();
      autoStep();
    },
    /** Turns a cylinder by some ranks. */
    rotate: (by) => setState(S.rotate(state, by)),
    /**
     * Takes back the last move, and the forced passes before it (they would only be replayed).
     * Against the computer it goes back to the last position a person is to move in, so the
     * computer's reply is taken back with the move it answered.
     */
    undo() {
      const seats = computer.seats();
      const someHuman = seats.some((s) => !isComputer(s));
      const computerSeat = (v) => someHuman && isComputer(seats[v.status.toMove] || 'h');
      const back = () => attempt(() => engine.undo(handle)) && attempt(refresh);
      if (!back()) return;
      while (state.view && state.view.length > 0 && (forcedPass(state.view) || computerSeat(state.view))) {
        if (!back()) return;
      }
      // A move made at an earlier position is taken back: the old continuation comes back.
      const i = H.continuation(state.lines, state.view.history);
      if (i >= 0) openLine(i, state.view.length);
    },
    goTo(ply) {
      if (!state.view) return;
      const target = Math.max(0, Math.min(state.view.length, ply));
      if (target === state.view.ply) return;
      if (attempt(() => engine.goTo(handle, target))) attempt(refresh);
    },
    step: (d) => state.view && actions.goTo(state.view.ply + d),
    flip() {
      setState(S.toggleFlip(state));
      remember();
    },
    setAutoFlip(on) {
      setState(S.setAutoFlip(state, on));
      remember();
    },
    /** Turns the boards for a player (a number), or for the player to move (null). */
    setSeat(seat) {
      setState(S.setSeat(state, seat));
      remember();
    },
    /** A new game of `id`, with options as { name: value } (none: the defaults). */
    newGame(id, options) {
      const kept = state.view && state.view.length > 0;
      if (!attempt(() => adopt(engine.create(id, options)))) return;
      const text = kept ? 'A new game was started; the previous one is kept under Recent games.' : null;
      setState(text ? S.setMessage(state, 'notice', text) : S.clearMessage(state));
    },
    /** Makes side line `index` the main line, at `ply`. */
    openLine,
    dismissMessage: () => setState(S.clearMessage(state)),
    /** The button of the message: opens the part of a broken link that could be read. */
    messageAction() {
      const action = state.message && state.message.action;
      if (action && quietly(action.link)) setState(S.clearMessage(state));
    },
    async copyLink() {
      const url = window.location.href;
      try {
        await navigator.clipboard.writeText(url);
        const only = state.lines.length ? ' It holds the main line only: side lines stay in this browser.' : '';
        setState(S.setMessage(state, 'notice', `The link to this game was copied.${only}`));
      } catch {
        window.prompt('Copy this link to the game:', url);
      }
    },
  };

  const premove = createPremove({
    engine,
    getHandle: () => handle,
    getState: () => state,
    setState,
    seats: () => computer.seats(),
    play: (i) => actions.play(i),
  });
  // Sharing and the position editor (share.js, editor.js) reach the game through these hooks.
  const host = {
    engine,
    pieces,
    getState: () => state,
    setState,
    getHandle: () => handle,
    adopt: (g) => attempt(() => adopt(g)),
    restore: () => attempt(() => setState(S.withView({ ...state, editing: null }, engine.snapshot(handle)))),
    message: (kind, text) => setState(S.setMessage(state, kind, text)),
    clearMessage: () => setState(S.clearMessage(state)),
    copy: (text, what) => copyText(text, what, host.message),
    seats: () => computer.seats(),
  };
  const editor = createEditor(host);
  actions.editCell = (cell) => editor.cell(cell);
  createSharePanel(host);
  updateAgreement = createAgreement({
    ...host,
    attempt,
    /** A resignation or an agreed draw has just ended the game (or a player left it). */
    ended: () => departed(() => {}),
  });

  const showRecent = createRecentPanel(resume);
  const gameOver = createGameOver(rematch);
  /**
   * The same game again, from the same start (a set-up position too); games with dice get new
   * dice. The game just played goes to the recent games.
   */
  function rematch() {
    if (!state.game || !state.view) return;
    if (state.game.dice) {
      actions.newGame(state.game.id, Object.fromEntries(state.game.options || []));
      return;
    }
    attempt(() => {
      const g = engine.fromLink(state.view.link);
      engine.rewind(g);
      adopt(g);
      setState(S.setMessage(state, 'notice', 'A rematch was started; the game played is kept under Recent games.'));
    });
  }
  showRecent(loadRecent());
  const updateUi = createUi(actions, pieces);
  const updateAiUi = createAiUi(computer);
  const updatePlacement = createPlacementPanel(actions, pieces, (p) => isComputer(computer.seats()[p] || 'h'));
  const updateConsent = createConsentPanel(actions);
  const updateDuels = createDuelPanel();
  bindBoard(canvas, () => state, () => layout, actions);
  bindKeys(actions);
  bindPieceTip(canvas, () => state, () => layout);
  const updateCursor = bindCursor(canvas, { getState: () => state, getLayout: () => layout, setState, actions });
  const updateDescribe = createDescribe();
  updateTyped = createTypedMove({
    engine,
    getHandle: () => handle,
    /** Why a typed move cannot be played now, or ''. */
    blocked: () => (state.editing ? 'Finish editing the position first.' : computerToMove() ? "It is the computer's turn." : ''),
    play: (index) => actions.play(index),
  });
  new ResizeObserver(() => schedule()).observe(wrap);
  window.addEventListener('resize', schedule);
  window.addEventListener('hashchange', () => {
    const text = window.location.hash.slice(1);
    const { link, seats } = splitHash(text);
    const sameSeats = !seats || seats.join('.') === computer.seats().join('.');
    if (text && (!state.view || link !== state.view.link || !sameSeats)) openLink(text, 'link');
  });

  // Start: the address hash wins over the saved game; a broken one of either gives a fresh game.
  attempt(() => setState(S.withGames(state, engine.games())));
  const hash = window.location.hash.slice(1);
  const stored = loadSaved();
  if (stored.saved) {
    state = S.setAutoFlip(state, stored.saved.autoFlip);
    state = S.setAutoRoll(state, stored.saved.autoRoll);
    if (stored.saved.seat != null) state = S.setSeat(state, stored.saved.seat);
    if (stored.saved.flipped) state = S.toggleFlip(state);
  }
  if (hash) {
    const opened = openLink(hash, 'link', stored.saved ? stored.saved.link : null);
    // A link that replaces the saved game: the saved game goes to the recent games.
    if (opened && stored.saved && state.view.link !== stored.saved.link) keepSaved(stored.saved);
  } else if (stored.saved) {
    openLink(stored.saved.link, 'storage');
  } else if (stored.error) {
    startFresh(stored.error, 'notice');
  } else {
    startFresh(null);
  }
  // The side lines of the saved game come back with it (a reload keeps the hash of the same game).
  if (stored.saved && state.view && !state.lines.length && stored.saved.lines.length) {
    if (!hash || state.view.link === stored.saved.link) {
      setState(S.withLines(state, linesFrom(engine, stored.saved.lines)));
      remember();
    }
  }

  // For the browser tests and for curious players: a read-only view of the state.
  window.quadrille = exposeState(() => state, () => layout, canvas, sound);
  document.body.dataset.ready = 'true';
}
