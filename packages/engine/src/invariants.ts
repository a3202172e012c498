/**
 * Invariants every settled game state keeps: one ball, one player per square, every player in
 * exactly one place, trap counters on the floor (each a team's, one of each coach a square), a decision pending
 * unless the game is over, nothing hidden in a coach's view (the ball's chest, the dice, another
 * coach's face-down trap counters).
 * The property tests and `dungeonbowl simulate` check them after every step.
 */
import { dungeonOf, legalActions, rulesOf, view } from './game.ts';
import { revealedTrapAt } from './rulesets/traps.ts';
import type { Game } from './state.ts';

export function checkInvariants(g: Game): string[] {
  const problems: string[] = [];
  const d = dungeonOf(g);
  const onPitch = g.players.filter((p) => ['standing', 'prone', 'stunned'].includes(p.status));
  const settled = ['turn', 'activation'].includes(g.stack[g.stack.length - 1]?.t ?? '');
  for (const p of g.players) {
    const on = onPitch.includes(p);
    if (on && g.occ[p.sq] !== p.id) problems.push(`player ${p.id} at ${p.sq} is not in occ`);
    if (!on && p.sq !== -1) problems.push(`player ${p.id} off the pitch has square ${p.sq}`);
    // [002]: a player pushed into lava or the chasm is there until its block ends (then it is gone).
    const drop = d.feature[p.sq] === 'lava' || d.feature[p.sq] === 'chasm';
    const falling = drop && g.stack.some((f) => f.t === 'block');
    if (on && d.wall[p.sq] && !falling) problems.push(`player ${p.id} stands in a wall`);
    // [002] opens a chest when a player has entered its square: a dodge's re-roll or a follow-up
    // may be asked of a coach first. Once a coach is back to choosing moves, nobody is on one.
    if (on && settled && g.chests.some((c) => !c.open && c.sq === p.sq))
      problems.push(`player ${p.id} stands on a chest`);
  }
  g.occ.forEach((pi, s) => {
    if (pi >= 0 && (g.players[pi]?.sq !== s || !onPitch.includes(g.players[pi]))) {
      problems.push(`occ[${s}] = ${pi} but that player is not there`);
    }
  });
  const hiddenIn = g.chests.filter((c) => !c.open && c.hasBall).length;
  if (g.ball.state === 'hidden') {
    if (g.turn.index >= 0 && hiddenIn !== 1 && g.chests.length > 0)
      problems.push(`ball hidden but ${hiddenIn} chests hold it`);
  } else {
    if (hiddenIn !== 0) problems.push('the ball is in play and also in a chest');
    if (g.ball.state === 'carried') {
      const c = g.players[g.ball.carrier];
      if (c?.status !== 'standing' || c.sq !== g.ball.sq)
        problems.push('the carrier is not a standing player on the ball');
    } else if (!g.result && ['turn', 'activation'].includes(g.stack[g.stack.length - 1]?.t ?? '')) {
      // While a catch, a re-roll or a block's follow-up is pending the ball may be in the air over
      // a player; once a coach is back to choosing moves it must lie in an empty square.
      if (d.wall[g.ball.sq]) problems.push('the ball rests in a wall');
      // [000]: a ball dropped in a pit lies beneath the player in it.
      const inPit = rulesOf(g).trapMarkers !== undefined && revealedTrapAt(g, g.ball.sq);
      if (g.occ[g.ball.sq] >= 0 && !inPit) problems.push(`the ball rests on an occupied square ${g.ball.sq}`);
    }
  }
  trapProblems(g, problems);
  const decision = legalActions(g);
  if (!g.result && (!decision || decision.actions.length === 0))
    problems.push('no decision pending in a live game');
  if (g.result && decision) problems.push('a decision pending after the game ended');
  const v = view(g, 0);
  if (v.chests.some((c) => !c.open && c.hasBall)) problems.push('the view shows which chest holds the ball');
  if (v.dice.kind === 'seeded') problems.push('the view shows the dice generator');
  // A face-down trap counter is seen by its owner's coach only ([000]: its kind only; all see where).
  if (g.traps.some((t) => t.kind === 'faceDown')) {
    const inSight = rulesOf(g).trapsInSight === true;
    g.teams.forEach((_, team) => {
      const seen = team === 0 ? v : view(g, team);
      const other = seen.traps.filter((t) => t.kind === 'faceDown' && t.owner !== team);
      if (other.some((t) => !inSight || t.marker !== undefined))
        problems.push(`team ${team}'s view shows another coach's face-down trap counter`);
    });
  }
  return problems;
}

/**
 * Trap counters ([003]): on floor squares, each owned by a team, at most one of each coach a
 * square (coaches cannot see each other's, so two may share one), and a revealed pit alone.
 */
function trapProblems(g: Game, problems: string[]): void {
  const d = dungeonOf(g);
  const owners = new Map<number, number[]>();
  for (const t of g.traps) {
    if (!(t.sq >= 0 && t.sq < d.wall.length) || d.wall[t.sq])
      problems.push(`a trap counter off the floor at ${t.sq}`);
    if (!(Number.isInteger(t.owner) && t.owner >= 0 && t.owner < g.teams.length))
      problems.push(`trap counter at ${t.sq} owned by no team (${t.owner})`);
    const here = owners.get(t.sq) ?? [];
    if (here.includes(t.owner)) problems.push(`two trap counters of team ${t.owner} on square ${t.sq}`);
    here.push(t.owner);
    owners.set(t.sq, here);
  }
  for (const t of g.traps) {
    if (t.kind !== 'faceDown' && (owners.get(t.sq)?.length ?? 0) > 1)
      problems.push(`a revealed trap at ${t.sq} shares its square with another counter`);
  }
}
