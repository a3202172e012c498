/**
 * [002] Walls: players are pushed along walls where they can be (the core push rules: a wall is
 * used only when no square away is free, and no chain push is possible). Pushed straight into a
 * wall, "if a push result occurs ... make an armour roll as his head is pushed into the wall. If
 * the 2D6 does not exceed his armour value then he remains standing." If the armour breaks, the
 * injury roll follows (rules.md 6.2's reading). "If a Defender Down or Defender Stumbles result
 * occurs ... treat the block as being made by a player with Mighty Blow. If the player already has
 * Mighty Blow, add one to the armour and injury rolls": read as Mighty Blow's +1 on one roll for a
 * blocker without it, and its bonus on both rolls for a blocker with it.
 */
import { type Ctx, emit } from '../core.ts';
import type { BlockFrame } from '../frames.ts';
import { armourRoll } from '../rules/injury.ts';
import { mightyBlow } from '../skills.ts';
import type { Player } from '../state.ts';

export function brawlWallPush(ctx: Ctx, f: BlockFrame, p: Player): void {
  if (p.id === f.defender && f.defenderDown) {
    const blow = mightyBlow(ctx.g.players[f.attacker]);
    f.wallBlow = blow > 0 ? { armour: blow, either: 0, injury: blow } : { armour: 0, either: 1, injury: 0 };
    emit(ctx, {
      type: 'skill',
      player: p.id,
      skill: 'wall',
      detail: 'knocked into the wall: as by a Mighty Blow',
    });
    return;
  }
  if (p.status !== 'standing') return;
  emit(ctx, { type: 'skill', player: p.id, skill: 'wall', detail: 'head into the wall: armour roll' });
  armourRoll(ctx, p, 0, 0, false, 0, { by: ctx.g.players[f.attacker].team });
}
