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
