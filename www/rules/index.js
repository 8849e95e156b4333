// The rules pages' text for every game, by game id (one module per family, as the rules files
// in the project's rules folder are split).

import { RULES as CHESS } from './chess.js';
import { RULES as ALICE } from './alice.js';
import { RULES as ORWELL } from './orwell.js';
import { RULES as DODGSON } from './dodgson.js';
import { RULES as FOUR } from './four.js';
import { RULES as CHESSCOM } from './chesscom.js';

/**
 * `{ id: { goal, sections: [{ title, text?, list?, diagram? }] } }`; a diagram is `{ position or
 * moves, game?, select?, caption }`: a position text (naming its game, or in the game of the page) or
 * moves from the start (of `game`, else of the page's game), and the cell whose piece's legal targets are marked.
 */
export const RULES = { ...CHESS, ...ALICE, ...ORWELL, ...DODGSON, ...FOUR, ...CHESSCOM };
