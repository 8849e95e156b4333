// The letter piece set (the Look menu's "Letters"): every piece, orthodox or fairy, as a disc in
// its player's colour with the piece's letter, as the game's notation writes it. Clearer than
// pictures when a game has unfamiliar pieces.

/** The SVG text of a letter piece. `detail` is the colour of the letter (it shows on `fill`). */
export function letterSvg(letter, fill, detail, outline) {
  const text = String(letter || '?')
    .slice(0, 2)
    .replace(/[<>&"]/g, '');
  const size = text.length > 1 ? 44 : 58;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
    `<circle cx="50" cy="50" r="42" fill="${fill}" stroke="${outline}" stroke-width="4"/>` +
    `<text x="50" y="52" text-anchor="middle" dominant-baseline="central" font-family="system-ui, sans-serif" ` +
    `font-weight="700" font-size="${size}" fill="${detail}">${text}</text></svg>`
  );
}
