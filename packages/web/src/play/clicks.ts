/** The game screen's clicks on the board: what a click on a player or a square does. */
import type { Choice } from '../choices.ts';
import type { Ui } from './PlayScreen.tsx';

/**
 * What a click on a player or a square does: the legal actions placed there (one applied at once,
 * several in a pop-up), else selecting (or unselecting) a player of the coach's.
 */
export function clickHandlers({ enabled, model, can, sel, seen, d, act, setPopup, setPicked, setPick }: Ui) {
  const run = (choices: Choice[], e: MouseEvent) => {
    if (choices.length === 1) void act(choices[0].actions);
    else setPopup({ x: e.clientX, y: e.clientY, choices });
  };
  const onPlayer = (id: number, e: MouseEvent) => {
    if (!enabled) return;
    const mine = model.players.get(id);
    if (mine?.length) return run(mine, e);
    if (can.has(id)) {
      setPicked(id === sel ? null : id);
      setPick(null);
      return;
    }
    const here = model.squares.get(seen.players[id].sq);
    if (here?.length) run(here, e);
  };
  const onSquare = (sq: number, e: MouseEvent) => {
    if (!enabled) return;
    const here = model.squares.get(sq);
    if (here?.length) run(here, e);
    else if (d?.kind === 'teamTurn') {
      setPicked(null);
      setPick(null);
    }
  };

  return { onPlayer, onSquare };
}
