/**
 * Dice decisions other than blocks: team re-rolls where the roll matters (the ball, the carrier,
 * the player on its way to open a chest or blitz their carrier; a spare re-roll saves a turnover),
 * interference (always try: a failed attempt costs nothing), arguing the call, and the skills
 * the engine asks about.
 */
import type { Action } from '@dungeonbowl/engine';
import { roleCost, roleOf } from './scripted-roles.ts';
import { playerWorth, type Sit } from './scripted-situation.ts';

/** Tests whose failure is a turnover for a moving player. */
const MOVING = new Set(['dodge', 'rush', 'jump']);

/** A team re-roll for `player`'s failed `test`? */
export function testReroll(s: Sit, player: number, test: string, actions: Action[]): Action {
  const yes = actions.find((a) => a.type === 'reroll');
  const no = actions.find((a) => a.type === 'noReroll') ?? actions[0];
  if (!yes) return no;
  const g = s.g;
  const p = g.players[player];
  if (p.team !== s.team) return no;
  const it = s.mem.intent;
  const mine = it && it.player === p.id && it.turn === g.turn.number ? it : null;
  const ballTest = test === 'pickUp' || test === 'catch';
  const carrier = p.id === s.carrier;
  const keyMove =
    MOVING.has(test) &&
    mine !== null &&
    (mine.kind === 'open' || mine.kind === 'blitz' || mine.kind === 'pickup');
  if (ballTest || (carrier && MOVING.has(test)) || keyMove) return yes;
  // Re-rolls spare for the turns left: spend one to save a turnover.
  const spare = g.teams[s.team].rerolls > Math.max(1, Math.ceil(s.turnsLeft / 5));
  return spare && MOVING.has(test) ? yes : no;
}

/** The other decisions: interference, arguing the call, skills, spells. */
export function miscAction(s: Sit, actions: Action[]): Action {
  const g = s.g;
  const first = actions[0];
  switch (first.type) {
    case 'interfere':
    case 'noInterference': {
      let best: Action | null = null;
      let ag = 99;
      for (const a of actions) {
        if (a.type === 'interfere' && g.players[a.player].ag < ag) {
          ag = g.players[a.player].ag;
          best = a;
        }
      }
      return best ?? first;
    }
    case 'argueCall':
      return actions.find((a) => a.type === 'argueCall' && a.yes) ?? first;
    case 'useSkill':
      return skillChoice(actions);
    case 'moveTo': {
      // Trickster, Hit and Run: the square fewest opponents mark.
      const tz = s.tz();
      let best = first;
      let low = 99;
      for (const a of actions) {
        if (a.type === 'moveTo' && tz[a.sq] < low) {
          low = tz[a.sq];
          best = a;
        }
      }
      return best;
    }
    case 'choosePlayer': {
      // Animal Savagery and the like hit a team-mate: the one we miss least.
      let best = first;
      let worth = Number.POSITIVE_INFINITY;
      for (const a of actions) {
        if (a.type !== 'choosePlayer') continue;
        const q = g.players[a.player];
        const w = q.team === s.team ? playerWorth(q) : -playerWorth(q);
        if (w < worth) {
          worth = w;
          best = a;
        }
      }
      return best;
    }
    default:
      return actions.find((a) => a.type === 'noSpell') ?? first;
  }
}

/**
 * Climbing out of a pit ([002]): a 6 on a D6, +1 for each team-mate helping, whose movement it
 * costs. Our carrier (or a player needed for the ball) takes every helper offered; anyone else
 * two at most (a 50% climb), the least useful first; then the roll.
 */
export function climbHelp(s: Sit, climber: number, helpers: number, actions: Action[]): Action {
  const roll = actions.find((a) => a.type === 'useSkill') ?? actions[0];
  const important = climber === s.carrier || s.loose;
  if (!important && helpers >= 2) return roll;
  let best: Action | null = null;
  let worth = Number.POSITIVE_INFINITY;
  for (const a of actions) {
    if (a.type !== 'choosePlayer' || a.player === s.carrier) continue;
    const w = playerWorth(s.g.players[a.player]);
    if (w < worth) {
      worth = w;
      best = a;
    }
  }
  return best ?? roll;
}

/** Out of the pit: the free square beside it best for the player's role. */
export function climbSquare(s: Sit, climber: number, actions: Action[]): Action {
  const role = roleOf(s, s.g.players[climber], -1);
  let best = actions[0];
  let cost = Number.POSITIVE_INFINITY;
  for (const a of actions) {
    if (a.type !== 'moveTo') continue;
    const c = roleCost(s, role, a.sq) + 2 * s.tz()[a.sq];
    if (c < cost) {
      cost = c;
      best = a;
    }
  }
  return best;
}

/** Skills that would take the ball from our plan or spend the team's pass: no. */
const DECLINE = new Set(['dumpOff', 'portalPasser', 'onTheBall']);

function skillChoice(actions: Action[]): Action {
  const first = actions[0];
  const skill = first.type === 'useSkill' ? first.skill : '';
  const want = !DECLINE.has(skill);
  return actions.find((a) => a.type === 'useSkill' && a.yes === want) ?? first;
}
