/**
 * The College Wizard's spell (Dungeon Bowl 2021, rules.md 3.1): once per game, at its moment,
 * the wizard's coach is asked to cast it (with its target) or not now. The moment of each spell
 * is data (data/spells.ts); the team's spell is its roster's (data/rosters-college.ts). A spell
 * frame asks every team that may cast at this moment, in turn order from the active team, one
 * after the other (each spell resolves fully, loose balls included, before the next is asked).
 *
 * The moments (turn.ts pushes the frames): the start of a team turn (after the turn's
 * bookkeeping: the active team's own-turn spells, then the others' opponent-turn spells), the
 * end of a team turn (before stunned players roll over), and straight after a player declares.
 */
import type { Action } from '../../actions.ts';
import { type Ctx, emit, pop, push, register } from '../../core.ts';
import type { SpellId, SpellMoment } from '../../data/spells.ts';
import { spellInfo } from '../../data/spells.ts';
import type { SpellFrame } from '../../frames.ts';
import { activeTeam } from '../../state.ts';
import { bestialFury } from './bestial-fury.ts';
import { blindingLight } from './blinding-light.ts';
import { chainLightning } from './chain-lightning.ts';
import { teamSpell } from './effects.ts';
import { fireball } from './fireball.ts';
import { graspingVines } from './grasping-vines.ts';
import { lifeDrain } from './life-drain.ts';
import type { SpellRule } from './rule.ts';
import { shadowedStep } from './shadowed-step.ts';
import { transmutation } from './transmutation.ts';

const RULES: Record<SpellId, SpellRule> = {
  fireball,
  shadowedStep,
  transmutation,
  blindingLight,
  lifeDrain,
  graspingVines,
  bestialFury,
  chainLightning,
};

const AT: Record<SpellFrame['moment'], (when: SpellMoment, own: boolean) => boolean> = {
  turnStart: (when, own) => (own ? when === 'ownTurnStart' : when === 'opponentTurnStart'),
  turnEnd: (when) => when === 'anyTurnEnd',
  activation: (when, own) => own && when === 'ownActivation',
};

/**
 * Pushes a frame asking the teams whose spell belongs to this moment; false when there are none
 * (teams without a wizard, or with the spell cast, are never asked).
 */
export function pushSpells(ctx: Ctx, moment: SpellFrame['moment'], player = -1): boolean {
  const g = ctx.g;
  const active = activeTeam(g);
  const n = g.turn.order.length;
  const teams: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = g.turn.order[(g.turn.index + i) % n];
    const spell = teamSpell(g, t);
    if (spell && AT[moment](spellInfo(spell).when, t === active)) teams.push(t);
  }
  if (teams.length === 0) return false;
  push(g, { t: 'spell', moment, teams, player, phase: 'ask', casting: '', hit: [], from: -1 });
  return true;
}

function ruleOf(ctx: Ctx, team: number): SpellRule | null {
  const spell = teamSpell(ctx.g, team);
  return spell ? RULES[spell] : null;
}

/** The spell whose further steps are being resolved (Chain Lightning's jumps). */
function casting(f: SpellFrame): SpellRule | null {
  return f.casting ? RULES[f.casting] : null;
}

function next(ctx: Ctx, f: SpellFrame): void {
  f.teams.shift();
  f.phase = 'ask';
  f.casting = '';
  if (f.teams.length === 0) pop(ctx.g);
}

register('spell', {
  decide(ctx, f) {
    const caster = f.teams[0];
    if (caster === undefined) return null;
    if (f.phase === 'pick') {
      const actions = casting(f)?.choices?.(ctx, f, caster) ?? [];
      return actions.length > 0 ? { team: caster, actions } : null;
    }
    if (f.phase !== 'ask') return null;
    const casts: Action[] = ruleOf(ctx, caster)?.casts(ctx, f, caster) ?? [];
    if (casts.length === 0) return null;
    return { team: caster, actions: [...casts, { type: 'noSpell' }] };
  },
  act(ctx, f, a) {
    const caster = f.teams[0];
    if (f.phase === 'pick') {
      casting(f)?.chosen?.(ctx, f, caster, a);
      return;
    }
    if (a.type !== 'castSpell') return next(ctx, f);
    const rule = RULES[a.spell];
    ctx.g.teams[caster].spellCast = true;
    f.casting = a.spell;
    emit(ctx, {
      type: 'spell',
      team: caster,
      spell: a.spell,
      what: 'cast',
      ...(a.player !== undefined ? { player: a.player } : {}),
      ...(a.sq !== undefined ? { sq: a.sq } : {}),
    });
    rule.cast(ctx, f, caster, a);
    // A loose ball the spell set off is resolved above this frame before the next team is asked.
    if (f.phase === 'ask') f.phase = 'done';
  },
  run(ctx, f) {
    const rule = casting(f);
    if (f.phase === 'resolve' && rule?.resolve) return rule.resolve(ctx, f, f.teams[0]);
    // Done, 'ask' with nothing to cast, or a pick with nobody left: on to the next team.
    next(ctx, f);
  },
});
