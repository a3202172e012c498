/**
 * Why a click did nothing, in one line for the panel: a square out of reach, a player who has
 * already acted, an opponent not next to the selected player, a click while another decides.
 * Words only: what is legal is the board model's (from `legalActions`); these read the game to
 * explain, never to decide.
 */
import {
  blitzBlockCost,
  type Decision,
  dungeonOf,
  type Game,
  getRuleset,
  isAdjacent,
  movementLeft,
} from '@dungeonbowl/engine';
import { actorOf } from '../choices.ts';
import { describeDecision } from '../describe.ts';
import { playerName, squareName, teamName } from '../names.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Why the coach may not click now: another decides, an action is running, the screen is passed. */
export function waitReason(
  g: Game,
  d: Decision | null,
  o: { busy: boolean; bot: boolean; passing: boolean },
): string {
  if (g.result) return 'The game is over';
  if (o.passing) return 'Pass the screen first: the next coach presses "I am the coach of …"';
  if (o.busy) return 'Wait: an action is being played';
  if (!d) return 'Wait: nothing to decide yet';
  if (o.bot) return `Wait: the bot is deciding for ${teamName(g, d.team)}`;
  return `Wait: ${teamName(g, d.team)} decides now`;
}

/**
 * Squares of movement left to `player` (before rushes): in an activation, what the engine counts
 * from the squares moved; before it (the team turn), its MA less what standing up would cost.
 */
function squaresLeft(g: Game, d: Decision, player: number): number {
  return movementLeft(g, player, d.kind === 'activation' ? d.context.moved : 0);
}

/** Next to each other (a diagonal counts), as the engine's board reads it. */
const nextTo = (g: Game, a: number, b: number) => isAdjacent(dungeonOf(g), a, b);

/**
 * A square no player ever steps on, in words: a wall, or an unopened chest where the ruleset
 * opens chests from beside them (the ruleset's `chestRule` says how; where stepping on a chest
 * opens it, a square feature named 'chest', its square is floor). Null for floor.
 */
export function blockedSquareWords(g: Game, sq: number): string | null {
  if (dungeonOf(g).wall[sq]) return `${squareName(g, sq)} is a wall`;
  const rules = getRuleset(g.rulesetId);
  if (!rules || rules.features.some((f) => f.id === 'chest')) return null;
  if (g.chests.some((c) => c.sq === sq && !c.open)) return `A chest: ${rules.chestRule}`;
  return null;
}

/** A click on a square where nothing is offered. */
export function squareRefusal(g: Game, d: Decision, selected: number | null, sq: number): string | null {
  const actor = actorOf(d);
  const who = actor ?? (d.kind === 'teamTurn' ? selected : null);
  const blocked = d.kind === 'activation' || d.kind === 'teamTurn' ? blockedSquareWords(g, sq) : null;
  if (blocked) return blocked;
  if (who === null) {
    if (d.kind === 'teamTurn') return null;
    return `Nothing to do at ${squareName(g, sq)}: ${describeDecision(g, d)}`;
  }
  if (d.kind === 'activation' && !d.actions.some((a) => a.type === 'step'))
    return `${playerName(g, who)} cannot move any more in this activation`;
  if (d.kind !== 'activation' && d.kind !== 'teamTurn')
    return `Nothing to do at ${squareName(g, sq)}: ${describeDecision(g, d)}`;
  if (
    d.kind === 'teamTurn' &&
    !d.actions.some((a) => a.type === 'activate' && a.player === who && a.action === 'move')
  )
    return `${playerName(g, who)} may not move this turn`;
  if (g.occ[sq] >= 0 || sq === g.players[who].sq || nextTo(g, g.players[who].sq, sq))
    return `${playerName(g, who)} cannot step to ${squareName(g, sq)}`;
  const left = squaresLeft(g, d, who);
  const rushes = left === 0 ? ' (only rushes: click a shaded square)' : '';
  return `Out of reach: ${playerName(g, who)} has ${plural(left, 'square')} of movement left${rushes}`;
}

/** A click on one of the coach's own players that cannot be selected. */
export function ownPlayerRefusal(g: Game, player: number): string {
  const p = g.players[player];
  const name = playerName(g, player);
  if (p.activated) return `${name} has already acted this turn`;
  if (p.status === 'stunned') return `${name} is stunned: it turns face up at the end of your turn`;
  return `${name} has nothing it may do now`;
}

/** A click on an opponent that carries no choice. */
export function opponentRefusal(g: Game, d: Decision, selected: number | null, target: number): string {
  const name = playerName(g, target);
  const who = actorOf(d) ?? (d.kind === 'teamTurn' ? selected : null);
  if (who === null) {
    if (d.kind === 'teamTurn')
      return `Select one of your players first: it may then block ${name} if next to it`;
    return `Nothing to do with ${name}: ${describeDecision(g, d)}`;
  }
  const by = playerName(g, who);
  if (!nextTo(g, g.players[who].sq, g.players[target].sq))
    return `${name} is not next to ${by}: only an adjacent opponent can be blocked (a Blitz moves first: see the menu)`;
  if (g.players[target].status !== 'standing')
    return `${name} is down: only a standing player can be blocked`;
  return `${by} cannot block ${name} now`;
}

/**
 * A click on another of the coach's players during an activation: the activation ends first when
 * the engine offers `endActivation`; else why not. Null: the switch may go ahead.
 */
export function switchRefusal(g: Game, d: Decision, to: number): string | null {
  const actor = actorOf(d);
  if (actor === null) return null;
  if (g.players[to].activated || g.players[to].status === 'stunned') return ownPlayerRefusal(g, to);
  return endRefusal(g, d);
}

/** Null when the engine offers to end the activation under way now; else why not. */
export function endRefusal(g: Game, d: Decision): string | null {
  if (d.actions.some((a) => a.type === 'endActivation')) return null;
  const actor = actorOf(d);
  return `${actor === null ? 'The player' : playerName(g, actor)} cannot end its activation now: ${describeDecision(g, d)}`;
}

/**
 * Why an activation with nothing left but its end (play/undo.ts `endsByItself`) ends by itself,
 * when a coach could expect more: a Blitz whose block can no longer be made, for want of movement
 * (the engine's `blitzBlockCost`) or of a standing target. Null otherwise.
 */
export function autoEndWords(g: Game, d: Decision | null): string | null {
  if (d?.kind !== 'activation' || d.activation?.action !== 'blitz' || d.context.acted) return null;
  const who = d.activation.player;
  const target = g.players[d.activation.target];
  const why =
    blitzBlockCost(g, who, d.context.moved) === 'none'
      ? 'no movement left for the block'
      : target && target.status !== 'standing'
        ? `${playerName(g, target.id)} is down`
        : null;
  return why ? `${playerName(g, who)}'s Blitz ends without a block: ${why}` : null;
}

/**
 * E with nothing for it to end (no activation under way, no turn to end: a pre-game placement, a
 * die or a push to decide): what is awaited instead.
 */
export function nothingToEnd(g: Game, d: Decision | null): string {
  return `Nothing to end now: ${describeDecision(g, d)}`;
}
