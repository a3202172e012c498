/**
 * Rolls made straight after declaring an action, before a prone player stands up (BB2020,
 * rules.md 4): Bone Head, Really Stupid, Unchannelled Fury, Animal Savagery, Bloodlust (X+) and
 * Take Root. Each is a D6 (a natural 1 always fails) that a team re-roll may repeat; what a
 * failure does comes from the skill's `activationRoll.onFail` (skills.ts).
 *
 * Readings chosen here:
 * - Really Stupid's +2 needs a Standing team-mate next to the player that does not have Really
 *   Stupid itself (a team-mate that lost its tackle zone still counts: it is standing).
 * - Animal Savagery: the team-mate lashed out at is Knocked Down (armour roll, no Mighty Blow),
 *   with no turnover unless it held the ball; the coach picks it when several stand adjacent.
 *   Then the player carries on with its declared action.
 * - Bloodlust: on a failure a coach who declared anything but a Move may change it to a Move
 *   (the once-per-turn action stays used); the bite comes at the end (rules/bloodlust.ts).
 * - Take Root: an already Rooted player does not roll again.
 * - The declared action counts as used whatever the roll (as for Bone Head).
 */
import { around } from '../board.ts';
import { type Ctx, emit, type Offer, pop, register } from '../core.ts';
import type { ActivationFrame, ActivationRollFrame } from '../frames.ts';
import { activationRollOf, skillId } from '../skills.ts';
import { carriesBall, isRooted } from './common.ts';
import { goDown } from './injury.ts';
import { activationOf } from './step.ts';
import { pushTest } from './test.ts';

/** Does the player roll after declaring, and must the activation wait for it? */
export function needsActivationRoll(ctx: Ctx, player: number): boolean {
  const p = ctx.g.players[player];
  const r = activationRollOf(p);
  return r !== null && !(r.onFail === 'root' && isRooted(p));
}

/** Standing team-mates next to the player, in player order. */
function adjacentStandingMates(ctx: Ctx, player: number): number[] {
  const g = ctx.g;
  const p = g.players[player];
  if (p.sq < 0) return [];
  const out: number[] = [];
  for (const s of around(ctx.d, p.sq)) {
    const o = g.occ[s];
    if (o >= 0 && g.players[o].team === p.team && g.players[o].status === 'standing') out.push(o);
  }
  return out.sort((a, b) => a - b);
}

function modifier(ctx: Ctx, f: ActivationRollFrame, act: ActivationFrame): number {
  const p = ctx.g.players[f.player];
  const r = activationRollOf(p)!;
  let mod = 0;
  if (r.blockBonus && (act.action === 'block' || act.action === 'blitz')) mod += r.blockBonus;
  if (r.mateBonus) {
    const helped = adjacentStandingMates(ctx, p.id).some(
      (m) => activationRollOf(ctx.g.players[m])?.kind !== r.kind,
    );
    if (helped) mod += r.mateBonus;
  }
  return mod;
}

/** The activation ends; 'confused' players also lose their tackle zone until next activated. */
function endActivation(ctx: Ctx, act: ActivationFrame, confused: boolean, detail: string): void {
  const p = ctx.g.players[act.player];
  if (confused) p.lostTackleZone = true;
  act.ended = true;
  emit(ctx, { type: 'skill', player: p.id, skill: skillId(activationRollOf(p)!.skill), detail });
}

/** A failed roll: what the skill says happens. The roll frame is already popped. */
function fail(ctx: Ctx, f: ActivationRollFrame, act: ActivationFrame): void {
  const p = ctx.g.players[f.player];
  const r = activationRollOf(p)!;
  switch (r.onFail) {
    case 'confused':
      return endActivation(ctx, act, true, 'stands confused');
    case 'ends':
      return endActivation(ctx, act, false, 'the activation ends');
    case 'root':
      p.rooted = true;
      emit(ctx, { type: 'skill', player: p.id, skill: skillId(r.skill), detail: 'rooted' });
      return;
    case 'thirst':
      act.thirsty = true;
      emit(ctx, { type: 'skill', player: p.id, skill: skillId(r.skill), detail: 'must bite a Thrall' });
      return;
    case 'lashOut': {
      const mates = adjacentStandingMates(ctx, p.id);
      if (mates.length === 0) return endActivation(ctx, act, true, 'no team-mate to lash out at');
      return lashOut(ctx, p.id, mates[0]);
    }
  }
}

/** Animal Savagery: the team-mate is Knocked Down; a turnover only if it held the ball. */
function lashOut(ctx: Ctx, player: number, mate: number): void {
  const m = ctx.g.players[mate];
  const skill = skillId(activationRollOf(ctx.g.players[player])!.skill);
  emit(ctx, { type: 'skill', player, skill, detail: 'lashes out' });
  goDown(ctx, m, 'knockedDown', { noTurnover: !carriesBall(ctx, m), reason: 'animal savagery', by: m.team });
}

register('activationRoll', {
  decide(ctx, f): Offer | null {
    const p = ctx.g.players[f.player];
    if (f.phase === 'lashOut') {
      const mates = adjacentStandingMates(ctx, p.id);
      return { team: p.team, actions: mates.map((player) => ({ type: 'choosePlayer', player })) };
    }
    if (f.phase === 'switch') {
      const skill = skillId(activationRollOf(p)!.skill);
      return {
        team: p.team,
        actions: [
          { type: 'useSkill', skill, yes: true },
          { type: 'useSkill', skill, yes: false },
        ],
      };
    }
    return null;
  },
  act(ctx, f, a) {
    const act = activationOf(ctx, f.player)!;
    pop(ctx.g);
    if (a.type === 'choosePlayer') return lashOut(ctx, f.player, a.player);
    // Bloodlust: `yes` changes the declared action to a Move.
    if (a.type === 'useSkill' && a.yes) {
      act.action = 'move';
      act.target = -1;
      emit(ctx, { type: 'skill', player: f.player, skill: a.skill, detail: 'changes to a Move' });
    }
  },
  run(ctx, f) {
    const g = ctx.g;
    const act = activationOf(ctx, f.player)!;
    const p = g.players[f.player];
    const r = activationRollOf(p)!;
    if (f.phase === 'roll') {
      f.phase = 'result';
      pushTest(g, {
        test: r.kind,
        player: p.id,
        target: r.needs,
        modifier: modifier(ctx, f, act),
        naturals: false,
      });
      return;
    }
    if (f.phase !== 'result' || f.res?.ok !== false) {
      pop(g);
      return;
    }
    f.res = undefined;
    // A choice to make: which team-mate to lash out at, or whether to give up the action.
    if (r.onFail === 'lashOut' && adjacentStandingMates(ctx, p.id).length > 1) {
      f.phase = 'lashOut';
      return;
    }
    if (r.onFail === 'thirst' && act.action !== 'move') {
      act.thirsty = true;
      emit(ctx, { type: 'skill', player: p.id, skill: skillId(r.skill), detail: 'must bite a Thrall' });
      f.phase = 'switch';
      return;
    }
    pop(g);
    fail(ctx, f, act);
  },
});
