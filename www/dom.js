// Small typed helpers for the page's event handlers, so that the type checker (tsconfig.json)
// knows what an event's target is without a cast in every handler.

/**
 * The element matching `selector` at or above the target of `event` (the button that a click on
 * its image or text was for), or null when there is none or the target is not an element.
 * @param {Event} event
 * @param {string} selector
 * @returns {HTMLElement | null}
 */
export function closestTo(event, selector) {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const found = target.closest(selector);
  return found instanceof HTMLElement ? found : null;
}

/**
 * The tag name of the element an event (a key press) was aimed at, or '' (the window, the document).
 * @param {Event} event
 * @returns {string}
 */
export function targetTag(event) {
  return event.target instanceof Element ? event.target.tagName : '';
}

/** Inputs whose own use of the arrow keys comes first (any input but these few types). */
const NO_ARROWS = new Set(['checkbox', 'button', 'submit', 'reset', 'color', 'file', 'image']);

/**
 * Whether a key press was aimed at a control that uses the arrow keys itself: a text box, a menu,
 * a slider, a radio button or an editable element (not a checkbox or a button).
 * @param {Event} event
 * @returns {boolean}
 */
export function keepsArrows(event) {
  const t = event.target;
  if (!(t instanceof HTMLElement)) return false;
  if (t instanceof HTMLInputElement) return !NO_ARROWS.has(t.type);
  return t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement || t.isContentEditable;
}
