/**
 * Transmutation (College of Metal, Gold wizard; BSData's name): at the start of its own team
 * turn, the caster picks an opposing player and rolls 2D6: a result no higher than the player's
 * AV (the target number: 9 for AV 9+) KOs it.
 *
 * Implemented as written in rules.md 3.1, which flags it as looking very strong (it KOs an AV 9+
 * player five times in six); check it against the book. Any opposing player on the pitch may be
 * picked, whatever its status; a KO'd ball carrier drops the ball (it bounces). No turnover.
 */
import { emit, roll } from '../../core.ts';
import { isOnPitch } from '../../state.ts';
import { removeFromPitch } from '../common.ts';
import type { CastAction, SpellRule } from './rule.ts';

export const transmutation: SpellRule = {
  casts(ctx, _f, caster) {
    const out: CastAction[] = [];
    for (const p of ctx.g.players) {
      if (p.team !== caster && isOnPitch(p))
        out.push({ type: 'castSpell', spell: 'transmutation', player: p.id });
    }
    return out;
  },
  cast(ctx, _f, caster, a) {
    const p = ctx.g.players[a.player!];
    const total = roll(ctx, 6, 'transmutation', p.id) + roll(ctx, 6, 'transmutation', p.id);
    const ok = total <= p.av;
    emit(ctx, {
      type: 'spell',
      team: caster,
      spell: 'transmutation',
      what: ok ? 'hit' : 'missed',
      player: p.id,
    });
    if (ok) removeFromPitch(ctx, p, 'ko');
  },
};
