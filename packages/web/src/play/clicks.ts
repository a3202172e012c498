/**
 * The game screen's clicks on the board: what a click on a player or a square does.
 *
 * In the turn (the team turn and an activation) nothing is committed on one click: the first click
 * on a shaded square or a target previews it (the path and its dice, the block's dice and odds:
 * board/Preview.tsx and the panel), a second click on the same spot confirms. A spot with several
 * choices opens a pop-up instead, which is a confirmation of its own. Elsewhere (the pre-game,
 * push squares, dice decisions) a click acts at once. A click that does nothing says why.
 */
import type { Decision, Game } from '@dungeonbowl/engine';
import { actorOf, type BoardModel, type Choice } from '../choices.ts';
import type { Ui } from './PlayScreen.tsx';
import {
  endRefusal,
  nothingToEnd,
  opponentRefusal,
  ownPlayerRefusal,
  squareRefusal,
  switchRefusal,
  waitReason,
} from './refusals.ts';

/** A spot on the board a click or a hover is on: `s<square>` or `p<player>`. */
export type Spot = string;
export const squareSpot = (sq: number): Spot => `s${sq}`;
export const playerSpot = (id: number): Spot => `p${id}`;

/** Does a choice on the board wait for a second click? Only in the turn, where it counts. */
export function confirmsTwice(d: Decision | null): boolean {
  return d?.kind === 'teamTurn' || d?.kind === 'activation';
}

/** The choices a click on a spot would offer: a player's own, else those of the square it stands on. */
export function choicesAt(model: BoardModel, g: Game, spot: Spot | null): Choice[] {
  if (!spot) return [];
  const n = Number(spot.slice(1));
  if (spot[0] === 's') return model.squares.get(n) ?? [];
  const mine = model.players.get(n);
  if (mine?.length) return mine;
  const sq = g.players[n]?.sq ?? -1;
  return sq >= 0 ? (model.squares.get(sq) ?? []) : [];
}

/** Why the coach's click cannot act now (another decides, an action runs, the screen is passed). */
export function waitWords(ui: Ui): string {
  const { ctl, d, seat } = ui;
  return waitReason(ui.seen, d, {
    busy: ctl.busy,
    bot: !!d && ctl.isBot(d.team),
    passing: seat.passTo !== null,
  });
}

/** What a click may come to: a spot's choices offered (previewed, confirmed, a pop-up), a why, a switch. */
function clickOutcomes(ui: Ui) {
  const { seen, d, act, setPopup, setPicked, armed, setArmed, setNotice } = ui;
  const offer = (spot: Spot, choices: Choice[], e: MouseEvent) => {
    setNotice(null);
    if (choices.length > 1) {
      setArmed(null);
      return setPopup({ x: e.clientX, y: e.clientY, choices });
    }
    if (confirmsTwice(d) && armed !== spot) return setArmed(spot);
    setArmed(null);
    void act(choices[0].actions);
  };
  const refuse = (text: string) => {
    setArmed(null);
    setNotice(text);
  };
  /** Another of the coach's players clicked during an activation: end it (if the rules let), select. */
  const switchTo = (id: number) => {
    const why = switchRefusal(seen, d!, id);
    if (why) return refuse(why);
    setNotice(null);
    setPicked(id);
    const end = d!.actions.find((a) => a.type === 'endActivation');
    if (end) void act([end]);
  };
  return { offer, refuse, switchTo };
}

/**
 * What a click on a player or a square does: the legal actions placed there (previewed, then
 * confirmed; several in a pop-up), else selecting (or unselecting) a player of the coach's, else
 * ending the current activation to select another, else a line saying why nothing happened.
 */
export function clickHandlers(ui: Ui) {
  const { enabled, model, can, sel, seen, d, setPicked, setPick, setArmed, setNotice } = ui;
  const { offer, refuse, switchTo } = clickOutcomes(ui);
  const onPlayer = (id: number, e: MouseEvent) => {
    if (!enabled) return refuse(waitWords(ui));
    const spot = playerSpot(id);
    const here = choicesAt(model, seen, spot);
    if (here.length) return offer(spot, here, e);
    if (can.has(id)) {
      setPicked(id === sel ? null : id);
      setPick(null);
      setArmed(null);
      setNotice(null);
      return;
    }
    const p = seen.players[id];
    const actor = actorOf(d);
    if (!d || !p) return;
    if (p.team === d.team && actor !== null && id !== actor) return switchTo(id);
    if (p.team === d.team && id === actor) return refuse(actingWords(ui));
    if (p.team === d.team) return refuse(ownPlayerRefusal(seen, id));
    refuse(opponentRefusal(seen, d, sel, id));
  };
  const onSquare = (sq: number, e: MouseEvent) => {
    if (!enabled) return refuse(waitWords(ui));
    const spot = squareSpot(sq);
    const here = choicesAt(model, seen, spot);
    if (here.length) return offer(spot, here, e);
    const why = d ? squareRefusal(seen, d, sel, sq) : null;
    if (why) return refuse(why);
    if (d?.kind === 'teamTurn') {
      setPicked(null);
      setPick(null);
      setArmed(null);
      setNotice(null);
    }
  };
  return { onPlayer, onSquare };
}

/** The acting player clicked: what it may do, and how to end. */
function actingWords(ui: Ui): string {
  const end = ui.d?.actions.some((a) => a.type === 'endActivation');
  return end
    ? 'This player is acting: click a shaded square or a target, or press E to end its activation'
    : 'This player is acting: finish its action first';
}

/**
 * E: ends the activation under way when the engine offers it, else says why; with none under way,
 * ends the turn (PlayScreen asks first when players could still act); with no turn to end either
 * (the pre-game, a die to decide), says what is awaited instead.
 */
export function endKey(ui: Ui): void {
  const { d, enabled } = ui;
  if (!enabled) return ui.setNotice(waitWords(ui));
  const actor = actorOf(d);
  if (actor === null) {
    if (d?.actions.some((a) => a.type === 'endTurn')) return ui.endTurn();
    return ui.setNotice(nothingToEnd(ui.seen, d));
  }
  const end = d?.actions.find((a) => a.type === 'endActivation');
  if (end) {
    ui.setNotice(null);
    void ui.act([end]);
  } else ui.setNotice(endRefusal(ui.seen, d!));
}
