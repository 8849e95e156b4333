// Sounds for a move, a capture, a check and the end of the game, made by the Web Audio API (no
// sound files to load, so they work offline), with a mute switch kept in the browser's storage.
// What is heard follows what the engine's snapshots show: a piece fewer is a capture, the status
// says check and the end.

const KEY = 'quadrille.sound';

/** The notes of each sound: [frequency in Hz, start in s, length in s, wave]. */
const NOTES = {
  move: [[520, 0, 0.06, 'triangle']],
  capture: [
    [300, 0, 0.07, 'square'],
    [200, 0.05, 0.09, 'triangle'],
  ],
  check: [
    [660, 0, 0.08, 'sine'],
    [880, 0.09, 0.12, 'sine'],
  ],
  end: [
    [523, 0, 0.25, 'sine'],
    [659, 0.08, 0.25, 'sine'],
    [784, 0.16, 0.4, 'sine'],
  ],
};

/**
 * The sound for a step from snapshot `before` to `after`, or null (not a new move).
 * @param {import('./engine-types.js').Snapshot | null} before
 * @param {import('./engine-types.js').Snapshot | null} after
 * @returns {string | null}
 */
export function soundOf(before, after) {
  if (!before || !after || after.length !== before.length + 1 || after.ply !== after.length) return null;
  if (after.status.over) return 'end';
  if (after.status.inCheck) return 'check';
  if (after.pieces.length < before.pieces.length) return 'capture';
  return after.lastMove ? 'move' : null;
}

/**
 * Binds the mute switch. Returns `play(before, after)`, which sounds the step, and `heard()`.
 * @returns {{ play: (before: import('./engine-types.js').Snapshot | null, after: import('./engine-types.js').Snapshot | null) => void, heard: () => string[] }}
 */
export function createSound() {
  const box = /** @type {HTMLInputElement} */ (document.getElementById('sound-on'));
  let on = true;
  try {
    on = localStorage.getItem(KEY) !== 'off';
  } catch {
    on = true;
  }
  box.checked = on;
  box.addEventListener('change', () => {
    on = box.checked;
    try {
      localStorage.setItem(KEY, on ? 'on' : 'off');
    } catch {
      // the choice holds for this visit
    }
  });
  let audio = null;
  const heard = [];
  function play(before, after) {
    const kind = soundOf(before, after);
    if (!kind || !on) return;
    heard.push(kind);
    try {
      audio = audio || new AudioContext();
      const t0 = audio.currentTime;
      for (const [freq, start, length, wave] of NOTES[kind]) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.type = wave;
        osc.frequency.value = freq;
        gain.gain.setValueAtTime(0.0001, t0 + start);
        gain.gain.exponentialRampToValueAtTime(0.18, t0 + start + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, t0 + start + length);
        osc.connect(gain).connect(audio.destination);
        osc.start(t0 + start);
        osc.stop(t0 + start + length + 0.02);
      }
    } catch {
      // no audio on this browser: the game goes on in silence
    }
  }
  return { play, heard: () => heard.slice() };
}
