/**
 * [000] Third-party assists ("Players from other teams in adjacent squares may choose whom to
 * assist"): the engine asks the coach of each player next to a block between two other teams
 * (`thirdPartyAssist`: `choosePlayer` the blocker or the target, or `useSkill assist no`). The
 * rule of thumb: never help the team nearest to winning, help against it. The team holding the
 * ball leads (our own carrier aside: then whoever is nearest it is the danger); else the team
 * with a player nearest the ball (a loose ball, or the nearest closed chest while it is hidden).
 * The side of the fight whose team is the clearly greater danger is the one to hurt: help the
 * blocker against it, or its target against it. Two teams as far from the ball: stay out (an
 * assist changes nothing for us then, and the block's winner is the stronger for it).
 */
import type { Action, Decision, Game } from '@dungeonbowl/engine';
import { cheb } from './scripted-board.ts';
import type { Sit } from './scripted-situation.ts';

/** Squares a team's nearest standing player is from where the ball is (0: it holds the ball). */
export function dangerOf(s: Sit, team: number): number {
  const g = s.g;
  if (g.ball.state === 'carried' && g.players[g.ball.carrier]?.team === team) return 0;
  const spots = ballSpots(g);
  let best = 99;
  for (const p of g.players) {
    if (p.team !== team || p.sq < 0 || p.status !== 'standing') continue;
    for (const sq of spots) best = Math.min(best, 1 + cheb(s.b, p.sq, sq));
  }
  return best;
}

/** Where the ball is, or may be: its square, its carrier's, or every closed chest. */
function ballSpots(g: Game): number[] {
  if (g.ball.state === 'carried') return [g.players[g.ball.carrier].sq];
  if (g.ball.state === 'ground') return [g.ball.sq];
  return g.chests.filter((c) => !c.open).map((c) => c.sq);
}

/** The answer to a `thirdPartyAssist` decision, or null for any other decision. */
export function assistChoice(s: Sit, d: Decision, actions: Action[]): Action | null {
  if (d.kind !== 'thirdPartyAssist') return null;
  const g = s.g;
  const attacker = g.players[d.context.attacker];
  const defender = g.players[d.context.defender];
  const stayOut = actions.find((a) => a.type === 'useSkill' && a.yes === false) ?? null;
  const help = (id: number) => actions.find((a) => a.type === 'choosePlayer' && a.player === id) ?? null;
  // The danger of each side's team, to us: with our own ball, how near our carrier they are.
  const a = dangerOf(s, attacker.team);
  const b = dangerOf(s, defender.team);
  // Hurt the side clearly nearer the ball (its target's side, or the blocker against it).
  if (b + 1 < a || (b === 0 && a > 0)) return help(attacker.id) ?? stayOut;
  if (a + 1 < b || (a === 0 && b > 0)) return help(defender.id) ?? stayOut;
  return stayOut;
}
