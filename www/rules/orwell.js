// The rules of Orwell Chess for the rules pages (from the rules file orwell.md): three players, a
// cylinder, dice, fairy pieces and shifting alliances; and its looking-glass form.

const START =
  '7/1bEbEbDbEbE1/bGbJbPbRbPbJbG/1bE~dbE~dbDbE~dbE~d1/7/1rErErDrErE1/rGrJrPrRrPrJrG/1rE~drE~drDrE~drE~d1/7/1wEwEwDwEwE1/wGwJwPwRwPwJwG/1wE~dwE~dwDwE~dwE~d1';
const EMPTY12 = '7/7/7/7/7/7/7/7/7/7/7/7';
const SPARSE = '7/7/3bR3/1bE~d5/7/7/2rP1rR2/7/2wD4/7/2wP1wR1bJ/7';

const BOARD = {
  title: 'The board, the players and the dice',
  text: [
    'Three players, White, Red and Black, play in that order on a board of 7 files (a to g) and 12 ranks that is a cylinder: rank 12 and rank 1 touch, so every move that goes up, down or diagonally carries on across the seam. The files do not wrap. Use the wheel or the arrows under the board to turn the cylinder.',
    'At the start of his turn a player throws two dice. Each die allows one move of a piece of its type: 1 or 6 a Berlinpeono, Raja or Maharaja; 2 a Dabbabah; 3 a Gryphon; 4 a Jugyo; 5 a Pao. He may use the dice in either order, and the same piece may move twice. A die that can be used must be used; a die with no move is passed, and a turn with no usable die is a pass.',
  ],
};

const PIECES = {
  title: 'The pieces',
  list: [
    'Berlinpeono (a pawn, drawn with an arrow for the way it faces): moves one square diagonally forward without taking, and takes one square straight forward. No double step, no en passant. Each group faces the nearest opponent for the whole game, round the cylinder.',
    'Dabbabah (D): moves like a bishop.',
    'Gryphon (G): one square diagonally, then, if it likes, on outward in a straight line (after a step up and right it may go on up or on right). It does not jump.',
    'Jugyo (J): slides any distance up or down the file, round the cylinder; or steps one square sideways.',
    'Pao (P, a cannon): moves like a rook without taking; it takes by jumping over exactly one piece of anyone along a rook line and landing on the first piece beyond, which must be an opponent\u2019s.',
    'Raja (R): steps one square in any direction. There is no check: it may stand attacked.',
    'Maharaja (M): moves like a queen or a knight. Rajas and Maharajas are the royal pieces; neither may take the other.',
  ],
  diagram: {
    position: 'orwell:7/7/3bR3/1bE~d2bJ2/7/7/1rE1rR1rP1/7/3rD3/7/wG2wR1wP1/3wJ3 w - - 0 1 --- 35/35',
    select: 'a2',
    caption: 'White rolled 3 and 5. His Gryphon on a2 steps to b3 and runs on along rank 3 or up the b-file; down, it crosses the seam from b1 to b12 and takes the black Berlinpeono on b9.',
  },
};

const ALLIANCES = {
  title: 'Shifting alliances',
  text: [
    'A player\u2019s captures must alternate between his two opponents: after taking a Red piece, White\u2019s next capture must be a Black one, and so on. His first capture may be of either. A Raja or Maharaja may always be taken, and that capture counts as the latest.',
  ],
  diagram: {
    position: `orwell:${SPARSE} w - - 0 1 r-- 35/35`,
    select: 'c2',
    caption: 'White last took a Red piece. His Pao on c2 may jump his Dabbabah but may not take the red Pao on c6; along rank 2 it jumps his Raja and takes the black Jugyo on g2.',
  },
};

const PROMOTION = {
  title: 'Perpetual power and the Minipax',
  list: [
    'The piece that takes a Raja or Maharaja becomes a Maharaja. So there are always three royal pieces, and one player may own several.',
    'A Berlinpeono that enters a Minipax (the three squares where a Raja and its two Paos start: c2 d2 e2, c6 d6 e6, c10 d10 e10) becomes a Dabbabah, Gryphon, Jugyo or Pao of its owner\u2019s choice (a Maharaja if the same move takes a royal piece). A promoted piece moves on the die of its new type.',
  ],
};

const ENDING = {
  title: 'How the game ends',
  text: [
    'There is no check, checkmate, stalemate, castling or en passant. A player who owns all three royal pieces wins at once; so does a player whose capture leaves an opponent with a single piece. The result is written as points in turn order: [1:0:0] means White won.',
  ],
};

const EXAMPLE = {
  title: 'An example turn',
  text: [
    'The record writes a turn as the roll, then the two die moves in the order played, pass for an unused die: 1,2: c3-d4, Dd3-e4. White rolled 1 and 2, moved a Berlinpeono from c3 diagonally to d4, then a Dabbabah from d3 to e4. Had he rolled 3 and 5, his Gryphons could not have moved, but a Pao could already jump its own Berlinpeono and take: Pc2xc5.',
  ],
  diagram: {
    position: `orwell:${START} w - - 0 1 --- 12/12`,
    select: 'c3',
    caption: 'The start, White having rolled 1 and 2: the Berlinpeono on c3 (facing up) may step diagonally forward.',
  },
};

const GLASS = {
  title: 'Through the looking-glass',
  text: [
    'Orwell Chess on two cylinders, A and B: after each move the piece passes to the same square of the other cylinder, which must be empty, as in Alice Chess. Pieces block and capture only on their own cylinder. All the rules of Orwell Chess below apply.',
  ],
  diagram: {
    position: `orwell-glass:${START};${EMPTY12} w - - 0 1 --- 35/35`,
    select: 'a2/A',
    caption: 'White rolled 3 and 5: the Gryphon on a2 of A lands on rank 3 or beyond and ends on cylinder B.',
  },
};

const GOAL =
  'Three players, each for himself, on a 7 by 12 cylinder; dice choose which pieces may move. The goal is to own all three royal pieces, or to reduce an opponent to a single piece.';

export const RULES = {
  orwell: { goal: GOAL, sections: [BOARD, PIECES, ALLIANCES, PROMOTION, ENDING, EXAMPLE] },
  'orwell-glass': { goal: GOAL, sections: [GLASS, BOARD, PIECES, ALLIANCES, PROMOTION, ENDING] },
};
