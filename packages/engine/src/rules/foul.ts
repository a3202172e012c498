/**
 * Fouls ([004] Fouls): an armour roll against a prone or stunned opponent, +1 per offensive and
 * -1 per defensive assist, then the injury roll. A natural double on either roll sends the fouler
 * off (a turnover), unless its coach argues the call and rolls a 6.
 *
 * Skills: Dirty Player adds its +1 to the armour roll when that makes it break, otherwise to the
 * injury roll (used where it helps, as Mighty Blow is). Against Iron Hard Skin the fouling side
 * may not modify the armour roll: offensive assists and Dirty Player's armour use are lost, while
 * the target's own defensive assists still count. Sneaky Git is not sent off for a double on the
 * armour roll (only on the injury roll), and once its foul is made it may go on moving with the
 * MA it has left (the activation's moveOn flag, as for Running Pass).
 */
import { type Ctx, emit, pop, register, roll } from '../core.ts';
import type { FoulFrame } from '../frames.ts';
import { dirtyPlayer, hasIronHardSkin, isSneakyGit } from '../skills.ts';
import { assists } from './block.ts';
import { removeFromPitch, turnover } from './common.ts';
import { applyInjury, injuryResult } from './injury.ts';
import { activationOf } from './step.ts';

function foulRolls(ctx: Ctx, f: FoulFrame): void {
  const g = ctx.g;
  const fouler = g.players[f.fouler];
  const target = g.players[f.target];
  const skin = hasIronHardSkin(target);
  const mod = (skin ? 0 : assists(ctx, fouler, target)) - assists(ctx, target, fouler);
  const dirty = dirtyPlayer(fouler);
  const needs = target.av - mod;
  const a = roll(ctx, 6, 'foul armour', target.id, false, { needs, count: 2, rolled: [] });
  const b = roll(ctx, 6, 'foul armour', target.id, false, { needs, count: 2, rolled: [a] });
  const armourDirty = !skin && dirty > 0 && a + b + mod < target.av && a + b + mod + dirty >= target.av;
  const armourMod = mod + (armourDirty ? dirty : 0);
  const broken = a + b + armourMod >= target.av;
  emit(ctx, { type: 'armour', player: target.id, roll: a + b, modifier: armourMod, av: target.av, broken });
  // [002]: "players are only sent off if they roll a double on the injury roll".
  let double = a === b && !isSneakyGit(fouler) && !ctx.rules.sentOffOnlyOnInjuryDoubles;
  if (broken) {
    const injuryMod = armourDirty ? 0 : dirty;
    const i1 = roll(ctx, 6, 'injury', target.id, false, { count: 2, rolled: [] });
    const i2 = roll(ctx, 6, 'injury', target.id, false, { count: 2, rolled: [i1] });
    const result = injuryResult(target, i1 + i2 + injuryMod);
    emit(ctx, { type: 'injury', player: target.id, roll: i1 + i2, modifier: injuryMod, result });
    applyInjury(ctx, target, result, { by: fouler.team });
    double = double || i1 === i2;
  }
  f.sentOff = double;
}

function sendOff(ctx: Ctx, f: FoulFrame): void {
  const p = ctx.g.players[f.fouler];
  emit(ctx, { type: 'sentOff', player: p.id });
  turnover(ctx, 'sent off for a foul');
  removeFromPitch(ctx, p, 'sentOff');
}

register('foul', {
  decide(ctx, f) {
    if (f.phase !== 'argue') return null;
    return {
      team: ctx.g.players[f.fouler].team,
      actions: [
        { type: 'argueCall', yes: true },
        { type: 'argueCall', yes: false },
      ],
    };
  },
  act(ctx, f, a) {
    const g = ctx.g;
    pop(g);
    if (a.type !== 'argueCall' || !a.yes) return sendOff(ctx, f);
    const p = g.players[f.fouler];
    const r = roll(ctx, 6, 'argue the call', p.id);
    const result = r === 1 ? 'outtaHere' : r === 6 ? 'putItLikeThat' : 'dontCare';
    emit(ctx, { type: 'argue', player: p.id, roll: r, result });
    if (r === 1) g.teams[p.team].maySendOffArgue = false;
    if (r < 6) return sendOff(ctx, f);
    // Not sent off, but still a turnover; where the player goes is the ruleset's.
    turnover(ctx, 'foul spotted');
    ctx.rules.notSentOff(ctx, p);
  },
  run(ctx, f) {
    const g = ctx.g;
    if (f.phase === 'roll') {
      foulRolls(ctx, f);
      if (!f.sentOff) {
        pop(g);
        const act = isSneakyGit(g.players[f.fouler]) ? activationOf(ctx, f.fouler) : null;
        if (act) act.moveOn = true;
        return;
      }
      if (g.teams[g.players[f.fouler].team].maySendOffArgue) {
        f.phase = 'argue';
        return;
      }
      pop(g);
      sendOff(ctx, f);
      return;
    }
    pop(g);
  },
});
