// Resign and Offer a draw (games of two players; the engine decides when the game can end so and
// keeps the ending in the link and the record). Each asks to be confirmed on the spot. Against
// the computer a draw offer is put to it (it accepts when it stands worse), at most once a move;
// between two people at one screen, "Offer draw" asks the other player to accept.

import { isComputer, levelOf } from './seats.js';

const $ = (id) => document.getElementById(id);

/** How long the computer thinks over a draw offer, in ms. */
const DRAW_THINK = 600;

/**
 * Binds the buttons. `host` gives the engine, the handle, the state, `seats()`, `ended()` (the
 * game has just been ended: refresh and show the end) and `message(kind, text)`. Returns
 * `update(state)`.
 */
export function createAgreement(host) {
  const el = {
    box: $('agreement'),
    resign: $('resign'),
    draw: $('offer-draw'),
    ask: $('agreement-ask'),
    question: $('agreement-question'),
    yes: $('agreement-yes'),
    no: $('agreement-no'),
  };
  let pending = null; // the action waiting for its confirmation
  let declinedAt = null; // the link at which the computer last declined a draw

  const name = (state, p) => state.game.players[p].name;
  /** The person who resigns or offers: the player to move if a person, else the other seat. */
  function person(state) {
    const seats = host.seats();
    const toMove = state.view.status.toMove;
    if (!isComputer(seats[toMove] || 'h')) return toMove;
    return isComputer(seats[1 - toMove] || 'h') ? null : 1 - toMove;
  }
  function ask(question, action) {
    pending = action;
    el.question.textContent = question;
    el.ask.hidden = false;
    el.yes.focus();
  }
  const cancel = () => {
    pending = null;
    el.ask.hidden = true;
  };

  el.resign.addEventListener('click', () => {
    const state = host.getState();
    const p = person(state);
    if (p == null) return;
    ask(`${name(state, p)} resigns?`, () => {
      host.engine.resign(host.getHandle(), p);
      host.ended();
    });
  });
  el.draw.addEventListener('click', () => {
    const state = host.getState();
    const p = person(state);
    if (p == null) return;
    const other = 1 - p;
    const seat = host.seats()[other] || 'h';
    if (!isComputer(seat)) {
      ask(`${name(state, p)} offers a draw. Does ${name(state, other)} accept?`, () => {
        host.engine.agreeDraw(host.getHandle());
        host.ended();
      });
      return;
    }
    ask(`Offer the computer a draw?`, () => {
      const handle = host.getHandle();
      const level = Math.max(1, levelOf(seat));
      if (host.engine.drawAnswer(handle, other, level, DRAW_THINK)) {
        host.engine.agreeDraw(handle);
        host.ended();
      } else {
        declinedAt = host.getState().view.link;
        host.message('notice', 'The computer declines the draw and plays on.');
      }
    });
  });
  el.yes.addEventListener('click', () => {
    const action = pending;
    cancel();
    if (action) host.attempt(action);
  });
  el.no.addEventListener('click', cancel);

  // Whether the engine lets the game end now, asked once per snapshot (the page draws many
  // frames of one snapshot while a piece moves).
  let askedFor = null;
  let agreeable = false;
  return function update(state) {
    const v = state.view;
    const handle = host.getHandle();
    if (v !== askedFor) {
      askedFor = v;
      try {
        agreeable = !!(v && handle && v.ply === v.length && host.engine.canAgree(handle));
      } catch {
        agreeable = false;
      }
    }
    const open = agreeable && !state.editing && person(state) != null;
    el.box.hidden = !open;
    if (!open && pending) cancel();
    el.draw.disabled = declinedAt === (v && v.link);
  };
}
