/**
 * [002] Traps and the round hazards as a square feature (HAZARD) and its `hazard` frame:
 * - Open pit: "when a player enters a pit for any reason he or she is knocked prone, make an armour
 *   roll"; spiked pit: prone and an injury roll (no armour roll). A pit is the edge-connected group
 *   of pit squares drawn together (the round maps draw 2x2 pit tiles), so several players share
 *   it, one a square; climbing out is rulesets/brawl-pits.ts.
 * - Trapdoor: a D6, at least the player's ST (a 6 always) keeps it shut and the square is a normal
 *   one; otherwise it opens, and with it every trapdoor square edge-connected to it (the 2x2
 *   trapdoors "all trip together"), dropping everyone on them into what the map's `trapdoor:`
 *   header puts below. Reading: an opened trapdoor stays open in every round, not only in the
 *   Castle ("remove the 2x2 dungeon section"), until the dungeon is set up again after a
 *   touchdown (`game.openTrapdoors`, rules/drive.ts): it is then the hazard below for everyone.
 * - Lava and chasm ("the black space"): a player tossed in is removed from play, Badly Hurt.
 *   They stay walls in the parsed dungeon (nobody walks there, the ball never rests there); only
 *   a push (brawl-drops.ts `pushInto`), a thrown player's landing and a failed Leap get a player
 *   in. An opened trapdoor over lava or the chasm is the same.
 * - Casualties: every casualty these cause is Badly Hurt and not recorded (injury.ts `hazard`).
 * - Turnovers: a player of the moving team falling into a pit or spiked pit or through a trapdoor
 *   (item 12); into lava or the chasm only with the ball (item 1: "being injured by the dungeon ...
 *   is not a turnover unless it is a player from the active team holding the ball").
 * Reading: a player already down when it enters (knocked down by the block that pushed it) falls
 * in all the same: the pit makes its own roll ("for any reason").
 */
import { markerCount } from '../board.ts';
import { type Ctx, emit, pop, push, register, roll } from '../core.ts';
import type { TrapdoorHazard } from '../dungeon/features.ts';
import type { HazardFrame } from '../frames.ts';
import { carriesBall, checkTouchdown, looseBall, turnover } from '../rules/common.ts';
import { applyInjury, armourRoll, goDown, injuryRoll } from '../rules/injury.ts';
import { pushTest } from '../rules/test.ts';
import { hasNoHands } from '../skills.ts';
import { activeTeam, type Player } from '../state.ts';
import type { SquareFeature } from './types.ts';

export type Hazard = 'pit' | 'spikedPit' | 'lava' | 'chasm' | 'trapdoor';

const BELOW: Record<TrapdoorHazard, Hazard> = {
  pit: 'pit',
  'spiked-pit': 'spikedPit',
  lava: 'lava',
  chasm: 'chasm',
};

/** What the square does to a player now: an opened trapdoor is the hazard under it. */
export function hazardAt(ctx: Ctx, sq: number): Hazard | null {
  if (sq < 0 || sq >= ctx.d.feature.length) return null;
  const f = ctx.d.feature[sq];
  if (f === 'trapdoor') return ctx.g.openTrapdoors?.includes(sq) ? BELOW[ctx.d.trapdoorBelow] : 'trapdoor';
  if (f === 'pit' || f === 'spikedPit' || f === 'lava' || f === 'chasm') return f;
  return null;
}

/** Lava or the chasm (or a trapdoor opened over them): a player there is gone. */
export function isDrop(ctx: Ctx, sq: number): boolean {
  const h = hazardAt(ctx, sq);
  return h === 'lava' || h === 'chasm';
}

export function isPit(ctx: Ctx, sq: number): boolean {
  const h = hazardAt(ctx, sq);
  return h === 'pit' || h === 'spikedPit';
}

export function inPit(ctx: Ctx, p: Player): boolean {
  return p.sq >= 0 && isPit(ctx, p.sq);
}

/** The squares edge-connected to `sq` that pass `member` (`sq` first). */
function group(ctx: Ctx, sq: number, member: (s: number) => boolean): number[] {
  const w = ctx.d.width;
  const out = [sq];
  const seen = new Set(out);
  for (let i = 0; i < out.length; i++) {
    const s = out[i];
    const x = s % w;
    const next = [x > 0 ? s - 1 : -1, x < w - 1 ? s + 1 : -1, s - w, s + w];
    for (const n of next) {
      if (n < 0 || n >= ctx.d.feature.length || seen.has(n) || !member(n)) continue;
      seen.add(n);
      out.push(n);
    }
  }
  return out;
}

/** The pit a pit square belongs to: its edge-connected squares of the same kind. */
export function pitOf(ctx: Ctx, sq: number): number[] {
  const kind = hazardAt(ctx, sq);
  return group(ctx, sq, (s) => hazardAt(ctx, s) === kind);
}

/** The trapdoor squares that trip together with `sq`. */
export function trapdoorOf(ctx: Ctx, sq: number): number[] {
  return group(ctx, sq, (s) => ctx.d.feature[s] === 'trapdoor');
}

/**
 * What lava, the chasm, pits and trapdoors stop: lava and the chasm everyone (only a push gets a
 * player in), and the ball ("if the ball scatters into ... a space that would remove it from play
 * (lava, pit, etc) reroll the scatter"), which a pit stops too. A shut trapdoor stops nothing.
 */
export function hazardBlocks(ctx: Ctx, sq: number, mover?: Player): boolean {
  const h = hazardAt(ctx, sq);
  if (h === null || h === 'trapdoor') return false;
  return h === 'lava' || h === 'chasm' || !mover;
}

/** Badly Hurt by the dungeon, not recorded: to the casualty box (a held ball bounces). */
export function hurtByHazard(ctx: Ctx, p: Player, hazard: string): void {
  if (p.team === activeTeam(ctx.g) && carriesBall(ctx, p)) turnover(ctx, `ball carrier fell into ${hazard}`);
  applyInjury(ctx, p, 'badlyHurt', { hazard });
}

/** A player in a pit, lava or the chasm. */
export function fallInto(ctx: Ctx, p: Player, h: Hazard): void {
  emit(ctx, { type: 'hazard', player: p.id, sq: p.sq, hazard: h });
  if (h === 'lava' || h === 'chasm') return hurtByHazard(ctx, p, h);
  if (h === 'trapdoor') return;
  // Knocked prone (a held ball bounces); the moving team's player falling in is a turnover.
  if (p.status === 'standing') goDown(ctx, p, 'placedProne', { reason: 'ball carrier fell into a pit' });
  if (p.team === activeTeam(ctx.g)) turnover(ctx, h === 'pit' ? 'fell into a pit' : 'fell into a spiked pit');
  if (h === 'pit') armourRoll(ctx, p, 0, 0, false, 0, { hazard: h });
  else injuryRoll(ctx, p, 0, { hazard: h });
}

/**
 * A shut trapdoor is a normal square: a player who stepped or jumped onto the ball there picks it
 * up (the step's own pick-up test, rules/step.ts), anyone else may have scored.
 */
function shut(ctx: Ctx, f: HazardFrame, p: Player): void {
  const g = ctx.g;
  const onBall = g.ball.state === 'ground' && g.ball.sq === f.sq;
  if (!onBall || (f.how !== 'step' && f.how !== 'jump') || p.status !== 'standing') {
    checkTouchdown(ctx, p);
    return;
  }
  if (hasNoHands(p)) {
    emit(ctx, { type: 'skill', player: p.id, skill: 'noHands', detail: 'cannot pick up the ball' });
    turnover(ctx, 'failed pick-up');
    looseBall(ctx, f.sq);
    return;
  }
  push(g, {
    t: 'step',
    player: p.id,
    from: f.sq,
    to: f.sq,
    jump: false,
    over: -1,
    needRush: false,
    phase: 'pickUpDone',
  });
  pushTest(g, {
    test: 'pickUp',
    player: p.id,
    target: p.ag,
    modifier: -markerCount(ctx, f.sq, p.team, p.id),
  });
}

/** D6 >= ST (or a 6) keeps it shut; else the trapdoor and those tripping with it open. */
function trapdoor(ctx: Ctx, f: HazardFrame, p: Player): void {
  const g = ctx.g;
  const r = roll(ctx, 6, 'trapdoor: shut on ST or more', p.id);
  if (r === 6 || r >= p.st) {
    emit(ctx, { type: 'trapdoor', player: p.id, sq: f.sq, roll: r, shut: true });
    return shut(ctx, f, p);
  }
  const squares = trapdoorOf(ctx, f.sq);
  g.openTrapdoors = [...(g.openTrapdoors ?? []), ...squares];
  emit(ctx, { type: 'trapdoor', player: p.id, sq: f.sq, roll: r, shut: false, opened: squares.slice() });
  // A ball lying on it cannot fall in ("Mage-netic Fields prevent the ball from leaving play").
  if (g.ball.state === 'ground' && squares.includes(g.ball.sq)) looseBall(ctx, g.ball.sq);
  const below = BELOW[ctx.d.trapdoorBelow];
  for (const s of squares) {
    const pi = g.occ[s];
    if (pi < 0) continue;
    const q = g.players[pi];
    if (q.team === activeTeam(g)) turnover(ctx, 'fell through a trapdoor');
    fallInto(ctx, q, below);
  }
}

register('hazard', {
  run(ctx, f) {
    const p = ctx.g.players[f.player];
    pop(ctx.g);
    // Gone meanwhile (another frame acted first): nothing to do.
    if (p.sq !== f.sq) return;
    const h = hazardAt(ctx, f.sq);
    if (h === 'trapdoor') return trapdoor(ctx, f, p);
    if (h) fallInto(ctx, p, h);
  },
});

/** The feature: every way into the square counts ("for any reason"). */
export const HAZARD: SquareFeature = {
  id: 'hazard',
  // A player who falls into a pit in the end zone is not standing there: the hazard acts first.
  beforeScoring: true,
  playerEnters(ctx, p, sq, how) {
    return hazardAt(ctx, sq) === null ? null : { t: 'hazard', player: p.id, sq, how };
  },
};
