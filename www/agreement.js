// Resign, Claim the win and Offer a draw (the engine decides who may resign or claim in each game
// and when the game can end so, and keeps the ending in the link and the record). The claim is
// offered only when the engine allows it: the leader of the last two in chess.com's free-for-all. In a free-for-all with two or more
// opponents still in, a resignation does not end the game: the engine takes the player's army off
// the board and the others (the computers too) play on. Each asks to be confirmed on the
// spot. A draw needs every player still in: each other person at the screen is asked in turn,
// then each computer seat answers (it accepts when it stands worse), at most once a move.

import { isComputer, levelOf } from './seats.js';

/** @typedef {import('./state.js').State} State */

const $ = (id) => document.getElementById(id);

/** How long the computer thinks over a draw offer, in ms. */
const DRAW_THINK = 600;

/**
 * What the buttons need from the page.
 * @typedef {object} AgreementHost
 * @property {import('./engine-types.js').Engine} engine
 * @property {() => import('./engine-types.js').GameHandle | null} getHandle
 * @property {() => State} getState
 * @property {() => string[]} seats
 * @property {() => void} ended
 * @property {(kind: 'error' | 'notice', text: string) => void} message
 * @property {(fn: () => void) => boolean} attempt
 */

/**
 * Binds the buttons. `host` gives the engine, the handle, the state, `seats()`, `ended()` (the
 * game has just been ended: refresh and show the end), `message(kind, text)` and `attempt(fn)`
 * (an engine call whose error becomes a message). Returns `update(state)`.
 * @param {AgreementHost} host
 * @returns {(state: State) => void}
 */
export function createAgreement(host) {
  const el = {
    box: $('agreement'),
    resign: /** @type {HTMLButtonElement} */ ($('resign')),
    claim: /** @type {HTMLButtonElement} */ ($('claim-win')),
    draw: /** @type {HTMLButtonElement} */ ($('offer-draw')),
    ask: $('agreement-ask'),
    question: $('agreement-question'),
    yes: $('agreement-yes'),
    no: $('agreement-no'),
  };
  let pending = null; // the action waiting for its confirmation
  let declinedAt = null; // the link at which a draw was last declined
  let playersIn = []; // the players still in at the last position

  const name = (state, p) => state.game.players[p].name;
  const seatOf = (p) => host.seats()[p] || 'h';
  /**
   * The person who resigns or offers: the player to move if a person, else the next person
   * still in after him in turn order (in a game of two, the other seat).
   */
  function person(state) {
    const n = state.game.players.length;
    const toMove = state.view.status.toMove;
    for (let i = 0; i < n; i++) {
      const p = (toMove + i) % n;
      if (playersIn.includes(p) && !isComputer(seatOf(p))) return p;
    }
    return null;
  }
  function ask(question, action, no = null) {
    pending = { action, no };
    el.question.textContent = question;
    el.ask.hidden = false;
    el.yes.focus();
  }
  const cancel = () => {
    pending = null;
    el.ask.hidden = true;
  };
  function declined(text) {
    declinedAt = host.getState().view.link;
    host.message('notice', text);
  }

  el.resign.addEventListener('click', () => {
    const state = host.getState();
    const p = person(state);
    if (p == null) return;
    const leaves = host.engine.goesOnWithout(host.getHandle(), p);
    // In the points race (chess.com's free-for-all) the army stays, dead, and the king walks on.
    const goes = state.view && state.view.race
      ? 'His pieces die where they stand, his king walks on by itself, and the others play on.'
      : 'His pieces leave the board and the others play on.';
    const question = leaves ? `${name(state, p)} resigns? ${goes}` : `${name(state, p)} resigns?`;
    ask(question, () => {
      host.engine.resign(host.getHandle(), p);
      host.ended();
    });
  });

  el.claim.addEventListener('click', () => {
    const state = host.getState();
    const p = person(state);
    if (p == null) return;
    ask(`${name(state, p)} claims the win? The game ends and he stays first.`, () => {
      host.engine.claimWin(host.getHandle(), p);
      host.ended();
    });
  });

  /** Puts the offer to the computer seats in turn; the draw is agreed when all accept. */
  function askComputers(computers) {
    const handle = host.getHandle();
    const state = host.getState();
    for (const c of computers) {
      const level = Math.max(1, levelOf(seatOf(c)));
      if (!host.engine.drawAnswer(handle, c, level, DRAW_THINK)) {
        const who = computers.length > 1 || state.game.players.length > 2 ? ` playing ${name(state, c)}` : '';
        declined(`The computer${who} declines the draw and plays on.`);
        return;
      }
    }
    host.engine.agreeDraw(handle);
    host.ended();
  }
  /** Asks the people in `people` one after another, then the computers. */
  function askPeople(state, p, people, computers) {
    if (people.length === 0) {
      askComputers(computers);
      return;
    }
    const [q, ...rest] = people;
    ask(
      `${name(state, p)} offers a draw. Does ${name(state, q)} accept?`,
      () => askPeople(state, p, rest, computers),
      () => declined(`${name(state, q)} declines the draw.`),
    );
  }
  el.draw.addEventListener('click', () => {
    const state = host.getState();
    const p = person(state);
    if (p == null) return;
    const n = state.game.players.length;
    const after = (q) => (q - p + n) % n; // turn order from the one who offers
    const others = playersIn.filter((q) => q !== p).sort((a, b) => after(a) - after(b));
    const people = others.filter((q) => !isComputer(seatOf(q)));
    const computers = others.filter((q) => isComputer(seatOf(q)));
    if (people.length > 0) {
      askPeople(state, p, people, computers);
      return;
    }
    const whom = computers.length > 1 ? 'the computers' : 'the computer';
    ask(`Offer ${whom} a draw?`, () => askComputers(computers));
  });
  el.yes.addEventListener('click', () => {
    const action = pending && pending.action;
    cancel();
    if (action) host.attempt(action);
  });
  el.no.addEventListener('click', () => {
    const no = pending && pending.no;
    cancel();
    if (no) host.attempt(no);
  });

  // What the engine lets the players do now, asked once per snapshot (the page draws many
  // frames of one snapshot while a piece moves).
  let askedFor = null;
  let agreeable = false;
  let mayResign = {}; // the engine's canResign per player, for one snapshot
  let mayClaim = {}; // whether the engine lets each player claim the win, for one snapshot
  return function update(state) {
    const v = state.view;
    const handle = host.getHandle();
    if (v !== askedFor) {
      askedFor = v;
      mayResign = {};
      mayClaim = {};
      try {
        agreeable = !!(v && handle && v.ply === v.length && host.engine.canAgree(handle));
        playersIn = agreeable ? host.engine.playersIn(handle) : [];
      } catch {
        agreeable = false;
        playersIn = [];
      }
    }
    const p = agreeable && !state.editing ? person(state) : null;
    const open = p != null;
    el.box.hidden = !open;
    if (!open && pending) cancel();
    if (open && !(p in mayResign)) {
      try {
        mayResign[p] = !!host.engine.canResign(handle, p);
      } catch {
        mayResign[p] = false;
      }
    }
    el.resign.hidden = !(open && mayResign[p]);
    if (open && !(p in mayClaim)) {
      try {
        mayClaim[p] = host.engine.claimWinRefusal(handle, p) == null;
      } catch {
        mayClaim[p] = false;
      }
    }
    el.claim.hidden = !(open && mayClaim[p]);
    el.draw.disabled = declinedAt === (v && v.link);
  };
}
