/**
 * Blocking ([004] Blocking, Block dice, Pushed back): strength with assists (none through walls),
 * 1 to 3 block dice chosen by the stronger side, a team re-roll of all the dice, the push, the
 * follow-up (decided before any other roll), then the knock-downs, armour and injuries.
 */
import { isAdjacent, markers, wallBetween } from '../board.ts';
import { type Ctx, emit, pop, push, register, roll } from '../core.ts';
import type { BlockFrame } from '../frames.ts';
import {
  cancelsDodge,
  ignoresBothDown,
  isDauntless,
  isFrenzied,
  stumbleIsPush,
  wrestles,
} from '../skills.ts';
import { activeTeam, hasTackleZone, type Player } from '../state.ts';
import { blockFrame, movementLeft, pushBlock } from './activation.ts';
import { afterBlockMoves } from './block-after.ts';
import { goDown } from './injury.ts';
import { pushFrame } from './push.ts';
import { activationOf } from './step.ts';
import { pushTest, teamRerollAvailable, useTeamReroll } from './test.ts';

export const FACES = ['playerDown', 'bothDown', 'push', 'push', 'stumble', 'pow'] as const;

/**
 * Assists for `helpedTeam` against `against`: team-mates marking `against`, not marked by any
 * other opposing player, with no wall between them and `against`.
 */
export function assists(ctx: Ctx, helping: Player, against: Player): number {
  const g = ctx.g;
  let n = 0;
  for (const q of g.players) {
    if (q.team !== helping.team || q.id === helping.id || !hasTackleZone(q)) continue;
    if (!isAdjacent(ctx.d, q.sq, against.sq) || wallBetween(ctx, q.sq, against.sq)) continue;
    if (markers(ctx, q.sq, q.team, against.id).length > 0) continue;
    n++;
  }
  return n;
}

export function blockDice(sa: number, sd: number): { dice: number; attackerChooses: boolean } {
  if (sa === sd) return { dice: 1, attackerChooses: true };
  if (sa > sd) return { dice: sa > 2 * sd ? 3 : 2, attackerChooses: true };
  return { dice: sd > 2 * sa ? 3 : 2, attackerChooses: false };
}

function rollFaces(ctx: Ctx, f: BlockFrame): void {
  f.faces = [];
  for (let i = 0; i < f.dice; i++) f.faces.push(FACES[roll(ctx, 6, 'block', f.attacker) - 1]);
  emit(ctx, {
    type: 'blockDice',
    attacker: f.attacker,
    defender: f.defender,
    faces: [...f.faces],
    chooser: f.chooser,
  });
}

function strengths(ctx: Ctx, f: BlockFrame): void {
  const g = ctx.g;
  const a = g.players[f.attacker];
  const d = g.players[f.defender];
  const base = f.attackerSt > 0 ? f.attackerSt : a.st;
  f.attackerSt = base + assists(ctx, a, d);
  f.defenderSt = d.st + assists(ctx, d, a);
  const { dice, attackerChooses } = blockDice(f.attackerSt, f.defenderSt);
  f.dice = dice;
  f.chooser = attackerChooses ? a.team : d.team;
}

function resolveFace(ctx: Ctx, f: BlockFrame): void {
  const g = ctx.g;
  const a = g.players[f.attacker];
  const d = g.players[f.defender];
  let face = f.face;
  emit(ctx, { type: 'blockResult', face });
  if (face === 'stumble') face = stumbleIsPush(d) && !cancelsDodge(a) ? 'push' : 'pow';
  if (face === 'playerDown') {
    f.attackerDown = true;
    f.phase = 'down';
    return;
  }
  if (face === 'bothDown') {
    const aBlock = ignoresBothDown(a);
    const dBlock = ignoresBothDown(d);
    // Wrestle is used when it helps the player who has it (docs/rules-status.md).
    if ((wrestles(a) && !aBlock) || (wrestles(d) && !dBlock && aBlock)) {
      emit(ctx, { type: 'skill', player: wrestles(a) && !aBlock ? a.id : d.id, skill: 'wrestle' });
      goDown(ctx, d, 'placedProne');
      goDown(ctx, a, 'placedProne');
      f.phase = 'after';
      return;
    }
    f.attackerDown = !aBlock;
    f.defenderDown = !dBlock;
    f.phase = 'down';
    return;
  }
  f.defenderDown = face === 'pow';
  f.phase = 'push';
  push(g, pushFrame(ctx, a.id, d.id, a.team, true, face === 'pow'));
}

register('block', {
  decide(ctx, f) {
    const g = ctx.g;
    if (f.phase === 'reroll') {
      return {
        team: g.players[f.attacker].team,
        actions: [{ type: 'reroll', source: 'team' }, { type: 'noReroll' }],
      };
    }
    if (f.phase === 'choose' && f.faces.length > 1) {
      const actions = f.faces
        .map((face, index) => ({ face, index }))
        .filter((x, i, all) => all.findIndex((y) => y.face === x.face) === i)
        .map(({ index }) => ({ type: 'chooseBlockDie' as const, index }));
      if (actions.length > 1) return { team: f.chooser, actions };
    }
    if (f.phase === 'followUp' && f.pushes.length > 0 && !isFrenzied(g.players[f.attacker])) {
      return {
        team: g.players[f.attacker].team,
        actions: [
          { type: 'followUp', yes: true },
          { type: 'followUp', yes: false },
        ],
      };
    }
    return null;
  },
  act(ctx, f, a) {
    if (a.type === 'reroll') {
      useTeamReroll(ctx, ctx.g.players[f.attacker].team, f.attacker);
      f.rerolled = true;
      rollFaces(ctx, f);
      f.phase = 'choose';
    } else if (a.type === 'noReroll') {
      f.phase = 'choose';
    } else if (a.type === 'chooseBlockDie') {
      f.face = f.faces[a.index];
      f.phase = 'resolve';
    } else if (a.type === 'followUp') {
      followUp(ctx, f, a.yes);
    }
  },
  run(ctx, f) {
    runBlock(ctx, f);
  },
});

function runBlock(ctx: Ctx, f: BlockFrame): void {
  const g = ctx.g;
  const a = g.players[f.attacker];
  const d = g.players[f.defender];
  switch (f.phase) {
    case 'footing': {
      // A blitz's block costs a square of MA; past the MA it needs a rush.
      f.phase = 'dauntless';
      const act = f.blitz ? activationOf(ctx, a.id) : null;
      if (act) {
        act.moved++;
        if (act.moved > a.ma) {
          act.rushes++;
          pushTest(g, { test: 'rush', player: a.id, target: 2, modifier: 0, naturals: false });
        }
      }
      return;
    }
    case 'dauntless':
      if (f.res && !f.res.ok) {
        // The rush failed: the blitzer falls over before the block.
        pop(g);
        goDown(ctx, a, 'fallsOver', { reason: 'failed rush' });
        return;
      }
      f.res = undefined;
      f.phase = 'roll';
      if (isDauntless(a) && d.st > a.st) {
        pushTest(g, {
          test: 'dauntless',
          player: a.id,
          target: d.st - a.st + 1,
          modifier: 0,
          naturals: false,
        });
        f.phase = 'roll';
        f.attackerSt = -1;
      }
      return;
    case 'roll':
      if (f.attackerSt === -1) {
        const ok = f.res?.ok ?? false;
        emit(ctx, { type: 'skill', player: a.id, skill: 'dauntless', detail: ok ? 'matches ST' : 'fails' });
        f.attackerSt = ok ? d.st : 0;
        f.res = undefined;
      }
      strengths(ctx, f);
      rollFaces(ctx, f);
      f.phase = teamRerollAvailable(g, a.team) && !f.rerolled ? 'reroll' : 'choose';
      return;
    case 'choose':
      // Only one distinct face (or one die): no choice to make.
      f.face = f.faces[0];
      f.phase = 'resolve';
      return;
    case 'resolve':
      return resolveFace(ctx, f);
    case 'push':
      f.phase = 'followUp';
      return;
    case 'followUp':
      // Frenzy must follow up; with no push there is nothing to follow.
      return followUp(ctx, f, f.pushes.length > 0);
    case 'down':
      return afterBlockMoves(ctx, f);
    case 'after':
      return finishBlock(ctx, f);
    default:
      pop(g);
  }
}

function followUp(ctx: Ctx, f: BlockFrame, yes: boolean): void {
  const g = ctx.g;
  const a = g.players[f.attacker];
  const first = f.pushes.find((m) => m.player === f.defender);
  if (yes && first && a.status === 'standing' && g.occ[first.from] < 0) {
    const from = a.sq;
    g.occ[from] = -1;
    a.sq = first.from;
    g.occ[a.sq] = a.id;
    if (g.ball.state === 'carried' && g.ball.carrier === a.id) g.ball.sq = a.sq;
    emit(ctx, { type: 'move', player: a.id, from, to: a.sq, kind: 'followUp' });
    f.pushes.push({ player: a.id, from, to: a.sq });
  }
  f.phase = 'down';
}

function finishBlock(ctx: Ctx, f: BlockFrame): void {
  const g = ctx.g;
  const a = g.players[f.attacker];
  const d = g.players[f.defender];
  pop(g);
  if (g.result || g.turn.turnover) return;
  // Frenzy: a target pushed back and still standing beside the blocker, who followed up, must be
  // blocked again (BB2020). No push (Both Down ignored by Block, held against a wall): no second block.
  if (f.second || !isFrenzied(a) || a.status !== 'standing' || d.status !== 'standing') return;
  if (!f.pushes.some((m) => m.player === a.id)) return;
  if (!isAdjacent(ctx.d, a.sq, d.sq) || activeTeam(g) !== a.team) return;
  const act = f.blitz ? activationOf(ctx, a.id) : null;
  if (act && movementLeft(ctx, act) <= 0) return;
  emit(ctx, { type: 'skill', player: a.id, skill: 'frenzy', detail: 'blocks again' });
  const again = blockFrame(a.id, d.id, f.blitz);
  again.second = true;
  // A new block: its target may Dump-off or use Trickster again before it.
  pushBlock(ctx, again);
}
