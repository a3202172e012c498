/**
 * A match that goes on after a touchdown ([002] The game, Scoring): "once a TD is scored the
 * dungeon is reset, chest locations randomised, and the player that did not score takes the first
 * turn". The resolution in progress is abandoned (core.ts settle), then:
 *  - the team whose turn it was has finished that turn (a touchdown is a turnover, [002] item 4),
 *    and a match whose time stand-in (the turn limit) has run out ends here;
 *  - every player in the dungeon goes back to the reserves; a Secret Weapon is sent off as it
 *    returns to the dugout ([002] Bribes and secret weapons); each Knocked-out player recovers to
 *    the reserves on a 4+ (BB2020 between drives: [002]'s Bloodweiser Babes line names this
 *    "normal recovery between drives");
 *  - the chests are closed again on the map's chest squares, the ball hidden in one of them by a
 *    new secret roll (tokens), trapdoors shut, the rotating room turned back as drawn and the
 *    stone ball rolled back to the north end of its corridor;
 *  - the scorer deploys, then the other team (as in Blood Bowl the kicking team sets up first),
 *    and the team that did not score takes the first turn. Team re-rolls do not reset.
 */
import { nextPlayingIndex } from '../concede.ts';
import { type Ctx, emit, pop, push, register, roll } from '../core.ts';
import type { DriveFrame } from '../frames.ts';
import { skillParam } from '../skills.ts';
import { activeTeam, isOnPitch } from '../state.ts';
import { removeFromPitch } from './common.ts';
import { deployOffer, deployPlayer, hideBall } from './pregame.ts';

/** The team's turn that the touchdown ended counts as played (the match's time stand-in). */
function endScoringTurn(ctx: Ctx): boolean {
  const g = ctx.g;
  const team = activeTeam(g);
  if (team < 0) return false;
  g.teams[team].turnsTaken++;
  emit(ctx, { type: 'turnEnd', team, turnover: true });
  const limit = g.options.turnLimit;
  if (limit !== null && g.teams.every((t) => t.turnsTaken >= limit)) {
    ctx.rules.timeUp(ctx);
    return true;
  }
  return false;
}

/** Everyone back to the dugout: the dungeon's players to the reserves, the KO box recovers on 4+. */
function clearDungeon(ctx: Ctx): void {
  const g = ctx.g;
  // The ball first: nobody carries it back to the dugout, so nothing bounces.
  g.ball = { state: 'hidden', sq: -1, carrier: -1 };
  for (const p of g.players) {
    if (isOnPitch(p)) {
      removeFromPitch(ctx, p, skillParam(p, 'secretWeapon') !== null ? 'sentOff' : 'reserve');
      if (p.status === 'sentOff') emit(ctx, { type: 'sentOff', player: p.id });
    } else if (p.status === 'ko' && skillParam(p, 'secretWeapon') !== null) {
      // Back in the dugout already: a Secret Weapon in the KO box is sent off too.
      p.status = 'sentOff';
      emit(ctx, { type: 'sentOff', player: p.id });
    } else if (p.status === 'ko' && roll(ctx, 6, 'KO recovery', p.id) >= 4) {
      p.status = 'reserve';
      emit(ctx, { type: 'sponge', player: p.id, recovered: true });
    }
    p.rooted = false;
    p.furious = false;
    p.stunnedAtTurnStart = undefined;
  }
}

/**
 * The chests closed again on the map's squares, with the ball hidden anew; what else of the
 * dungeon goes back as drawn is the ruleset's ([002]: trapdoors, the rotating room, the stone ball).
 */
function resetDungeon(ctx: Ctx): void {
  const g = ctx.g;
  g.chests = ctx.d.fixedChests.map((sq) => ({ sq, hasBall: false, open: false }));
  hideBall(ctx);
  ctx.rules.resetDungeon?.(ctx);
}

function reset(ctx: Ctx, f: DriveFrame): void {
  const g = ctx.g;
  if (endScoringTurn(ctx)) return;
  clearDungeon(ctx);
  resetDungeon(ctx);
  // "Both teams set up and start again": counts of turns within the set-up start here.
  for (const t of g.teams) t.turnsAtDriveStart = t.turnsTaken;
  // The team after the scorer in the turn order moves first (with two teams: the other one).
  const order = g.turn.order;
  const at = order.indexOf(f.scorer);
  g.turn.order = order.map((_, i) => order[(at + 1 + i) % order.length]);
  g.turn.index = -1;
  g.turn.turnover = false;
  // The scorer sets up first, the team with the first turn last.
  f.order = [...g.turn.order.slice(1), g.turn.order[0]];
  f.phase = 'deploy';
  f.deployIndex = 0;
  f.deployed = 0;
  emit(ctx, { type: 'dungeonReset', score: g.score.slice(), first: g.turn.order[0] });
}

register('drive', {
  decide(ctx, f) {
    if (f.phase !== 'deploy' || f.deployIndex >= f.order.length) return null;
    return deployOffer(ctx, f.order[f.deployIndex], f.deployed);
  },
  act(ctx, f, a) {
    if (a.type !== 'deploy') return;
    deployPlayer(ctx, a.player, a.sq);
    f.deployed++;
  },
  run(ctx, f) {
    if (f.phase === 'reset') return reset(ctx, f);
    if (f.phase === 'deploy') {
      f.deployIndex++;
      f.deployed = 0;
      if (f.deployIndex >= f.order.length) f.phase = 'start';
      return;
    }
    pop(ctx.g);
    // The first in the order still playing (a retired team's turns are skipped: concede.ts).
    ctx.g.turn.index = nextPlayingIndex(ctx.g, -1);
    push(ctx.g, { t: 'turn', phase: 'start' });
  },
});
