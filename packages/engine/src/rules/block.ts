/**
 * Blocking ([004] Blocking, Block dice, Pushed back): strength with assists (none through walls),
 * 1 to 3 block dice chosen by the stronger side, a team re-roll of all the dice, the push, the
 * follow-up (decided before any other roll), then the knock-downs, armour and injuries.
 * The skills that change it are asked through block-skills.ts and foul-appearance.ts.
 */
import type { Action } from '../actions.ts';
import { isAdjacent, markerCount, wallBetween } from '../board.ts';
import { type Ctx, emit, pop, push, register, roll } from '../core.ts';
import type { DieAbout } from '../dice.ts';
import type { BlockFrame } from '../frames.ts';
import { ignoresBothDown, isDauntless, isFrenzied } from '../skills.ts';
import { activeTeam, hasTackleZone, type Player } from '../state.ts';
import { blockFrame, movementLeft, pushBlock } from './activation.ts';
import { afterBlockMoves } from './block-after.ts';
import {
  answered,
  assistsWhileMarked,
  blockerSt,
  brawlerDie,
  dodgesStumble,
  type FaceSkill,
  faceSkills,
  fendStopsFollowUp,
  juggernautBlitz,
  nextFaceSkill,
  recordAnswer,
  stripsOnPush,
  usesFaceSkill,
} from './block-skills.ts';
import { isRooted } from './common.ts';
import { foulAppearanceCheck } from './foul-appearance.ts';
import { goDown } from './injury.ts';
import { pushFrame } from './push.ts';
import { isBlinded, isFurious } from './spells/effects.ts';
import { activationOf, blitzSquare } from './step.ts';
import { pushTest, takeTeamReroll, teamRerollAvailable } from './test.ts';

export const FACES = ['playerDown', 'bothDown', 'push', 'push', 'stumble', 'pow'] as const;

/**
 * Assists for `helpedTeam` against `against`: team-mates marking `against`, not marked by any
 * other opposing player (Guard: even if marked), with no wall between them and `against`.
 */
export function assists(ctx: Ctx, helping: Player, against: Player): number {
  const g = ctx.g;
  let n = 0;
  // Blinding Light: a blinded team gives no offensive or defensive assists.
  if (isBlinded(g, helping.team)) return 0;
  for (const q of g.players) {
    if (q.team !== helping.team || q.id === helping.id || !hasTackleZone(q)) continue;
    if (!isAdjacent(ctx.d, q.sq, against.sq)) continue;
    // [002] "assist ... around corners": a wall corner between them does not stop it there.
    if (!ctx.rules.assistsRoundCorners && wallBetween(ctx, q.sq, against.sq)) continue;
    if (markerCount(ctx, q.sq, q.team, against.id) > 0 && !assistsWhileMarked(ctx, q)) continue;
    n++;
  }
  return n;
}

export function blockDice(
  sa: number,
  sd: number,
  furious = false,
): { dice: number; attackerChooses: boolean } {
  // Bestial Fury: three dice, the attacker choosing, whatever the strengths.
  if (furious) return { dice: 3, attackerChooses: true };
  if (sa === sd) return { dice: 1, attackerChooses: true };
  if (sa > sd) return { dice: sa > 2 * sd ? 3 : 2, attackerChooses: true };
  return { dice: sd > 2 * sa ? 3 : 2, attackerChooses: false };
}

/** A block die for a table-top request: the defender, how many dice, who picks, those rolled. */
function blockDieAbout(f: BlockFrame, again?: string): DieAbout {
  const about: DieAbout = {
    against: f.defender,
    count: f.dice,
    chooser: f.chooser,
    rolled: f.faces.map((x) => (FACES as readonly string[]).indexOf(x) + 1),
  };
  if (again) about.again = { why: 'reroll', source: again };
  return about;
}

function rollFaces(ctx: Ctx, f: BlockFrame, again?: string): void {
  f.faces = [];
  for (let i = 0; i < f.dice; i++)
    f.faces.push(FACES[roll(ctx, 6, 'block', f.attacker, false, blockDieAbout(f, again)) - 1]);
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
  // Horns is in blockerSt; a Dauntless success has already set the ST to match the target's.
  const base = f.attackerSt > 0 ? f.attackerSt : blockerSt(a, f.blitz);
  // [000]: players of other teams may assist either side too (the ruleset's otherAssists).
  const [forA, forD] = ctx.rules.otherAssists?.(ctx, f) ?? [0, 0];
  f.attackerSt = base + assists(ctx, a, d) + forA;
  f.defenderSt = d.st + assists(ctx, d, a) + forD;
  const { dice, attackerChooses } = blockDice(f.attackerSt, f.defenderSt, isFurious(a));
  f.dice = dice;
  f.chooser = attackerChooses ? a.team : d.team;
}

function resolveFace(ctx: Ctx, f: BlockFrame): void {
  const face = f.face;
  emit(ctx, { type: 'blockResult', face });
  // Stumble: the target's coach may be asked about Dodge (block-skills.ts faceSkills).
  if (face === 'stumble') {
    f.phase = 'skills';
    return;
  }
  if (face === 'bothDown' && juggernautBlitz(ctx, f) && !f.juggernautAsked) {
    // Juggernaut "may": Both Down can be the better result (a blocker with Block), so ask.
    f.juggernautAsked = true;
    f.phase = 'juggernaut';
    return;
  }
  applyFace(ctx, f, face);
}

function applyFace(ctx: Ctx, f: BlockFrame, face: string): void {
  const g = ctx.g;
  const a = g.players[f.attacker];
  const d = g.players[f.defender];
  if (face === 'playerDown') {
    f.attackerDown = true;
    f.phase = 'down';
    return;
  }
  if (face === 'bothDown') {
    // The coaches may be asked about Wrestle and Block first (block-skills.ts faceSkills).
    f.phase = 'skills';
    return;
  }
  f.defenderDown = face === 'pow';
  if (face === 'push' && stripsOnPush(ctx, f)) f.strip = true;
  f.phase = 'push';
  push(g, pushFrame(ctx, a.id, d.id, a.team, true, face === 'pow'));
}

/**
 * Both Down or Stumble once every coach asked has answered. A player who chose Wrestle places
 * both players prone: no armour roll, no turnover unless the active player held the ball.
 */
function settleFace(ctx: Ctx, f: BlockFrame): void {
  const g = ctx.g;
  const a = g.players[f.attacker];
  const d = g.players[f.defender];
  if (f.face === 'stumble') {
    const dodged = dodgesStumble(ctx, f) && usesFaceSkill(f, { player: d.id, skill: 'dodge' });
    applyFace(ctx, f, dodged ? 'push' : 'pow');
    return;
  }
  const wrestler = faceSkills(ctx, f).find((q) => q.skill === 'wrestle' && answered(f, q) === true);
  if (wrestler) {
    emit(ctx, { type: 'skill', player: wrestler.player, skill: 'wrestle' });
    goDown(ctx, d, 'placedProne');
    goDown(ctx, a, 'placedProne');
    f.phase = 'after';
    return;
  }
  f.attackerDown = !(ignoresBothDown(a) && usesFaceSkill(f, { player: a.id, skill: 'block' }));
  f.defenderDown = !(ignoresBothDown(d) && usesFaceSkill(f, { player: d.id, skill: 'block' }));
  f.phase = 'down';
}

/** The question of a Both Down or Stumble, asked of the coach of the player who has the skill. */
function faceSkillDecision(ctx: Ctx, q: FaceSkill): { team: number; actions: Action[] } {
  return {
    team: ctx.g.players[q.player].team,
    actions: [
      { type: 'useSkill', skill: q.skill, yes: true, player: q.player },
      { type: 'useSkill', skill: q.skill, yes: false, player: q.player },
    ],
  };
}

/** The attacker's coach may re-roll the dice: a team re-roll (all of them) or Brawler (one Both Down). */
function rerollChoices(ctx: Ctx, f: BlockFrame): Action[] {
  const out: Action[] = [];
  if (teamRerollAvailable(ctx.g, ctx.g.players[f.attacker].team))
    out.push({ type: 'reroll', source: 'team' });
  if (brawlerDie(ctx, f) >= 0) out.push({ type: 'useSkill', skill: 'brawler', yes: true });
  if (out.length > 0) out.push({ type: 'noReroll' });
  return out;
}

register('block', {
  decide(ctx, f) {
    const g = ctx.g;
    const team = g.players[f.attacker].team;
    if (f.phase === 'reroll') {
      const actions = rerollChoices(ctx, f);
      return actions.length > 0 ? { team, actions } : null;
    }
    if (f.phase === 'choose' && f.faces.length > 1) {
      const actions = f.faces
        .map((face, index) => ({ face, index }))
        .filter((x, i, all) => all.findIndex((y) => y.face === x.face) === i)
        .map(({ index }) => ({ type: 'chooseBlockDie' as const, index }));
      if (actions.length > 1) return { team: f.chooser, actions };
    }
    if (f.phase === 'juggernaut') {
      return {
        team,
        actions: [
          { type: 'useSkill', skill: 'juggernaut', yes: true },
          { type: 'useSkill', skill: 'juggernaut', yes: false },
        ],
      };
    }
    if (f.phase === 'skills') {
      const q = nextFaceSkill(ctx, f);
      return q ? faceSkillDecision(ctx, q) : null;
    }
    if (
      f.phase === 'followUp' &&
      f.pushes.length > 0 &&
      !isFrenzied(g.players[f.attacker]) &&
      !isRooted(g.players[f.attacker]) &&
      !fendStopsFollowUp(ctx, f) &&
      !cornerStopsFollowUp(ctx, f)
    ) {
      return {
        team,
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
      // A Loner blocker may lose the re-roll: the dice then stand, and Brawler may not follow.
      f.rerolled = true;
      f.phase = 'choose';
      if (takeTeamReroll(ctx, ctx.g.players[f.attacker].team, f.attacker)) rollFaces(ctx, f, 'team');
    } else if (a.type === 'noReroll') {
      f.phase = 'choose';
    } else if (a.type === 'chooseBlockDie') {
      f.face = f.faces[a.index];
      f.phase = 'resolve';
    } else if (a.type === 'followUp') {
      followUp(ctx, f, a.yes);
    } else if (a.type === 'useSkill' && f.phase === 'skills') {
      const q = nextFaceSkill(ctx, f);
      if (q) recordAnswer(f, q, a.yes);
    } else if (a.type === 'useSkill' && a.skill === 'brawler') {
      brawl(ctx, f);
    } else if (a.type === 'useSkill' && a.skill === 'juggernaut') {
      if (a.yes) emit(ctx, { type: 'skill', player: f.attacker, skill: 'juggernaut', detail: 'Push Back' });
      applyFace(ctx, f, a.yes ? 'push' : 'bothDown');
    }
  },
  run(ctx, f) {
    runBlock(ctx, f);
  },
});

/** Brawler re-rolls one Both Down die; a re-rolled die may never be re-rolled again. */
function brawl(ctx: Ctx, f: BlockFrame): void {
  const i = brawlerDie(ctx, f);
  f.rerolled = true;
  f.phase = 'choose';
  emit(ctx, { type: 'reroll', source: 'brawler', player: f.attacker });
  const about = { ...blockDieAbout(f, 'brawler'), count: 1, rolled: [] };
  f.faces[i] = FACES[roll(ctx, 6, 'block', f.attacker, false, about) - 1];
  emit(ctx, {
    type: 'blockDice',
    attacker: f.attacker,
    defender: f.defender,
    faces: [...f.faces],
    chooser: f.chooser,
  });
}

/** Foul Appearance first, then a blitz's block costs a square of MA (past the MA, a rush). */
function footing(ctx: Ctx, f: BlockFrame): void {
  const g = ctx.g;
  const a = g.players[f.attacker];
  // A turnover before the dice (an interrupting On the Ball move, say) ends the block unrolled;
  // so does an attacker or target no longer standing.
  if (g.turn.turnover || a.status !== 'standing' || g.players[f.defender].status !== 'standing') {
    pop(g);
    return;
  }
  const seen = foulAppearanceCheck(ctx, f);
  if (seen === 'wait') return;
  if (seen === 'lost') {
    pop(g);
    return;
  }
  f.phase = 'dauntless';
  blitzSquare(ctx, f.blitz, a.id);
}

/** After the rush (if any): Dauntless against a stronger target, Horns counted first. */
function dauntless(ctx: Ctx, f: BlockFrame): void {
  const g = ctx.g;
  const a = g.players[f.attacker];
  const d = g.players[f.defender];
  if (f.res && !f.res.ok) {
    // The rush failed: the blitzer falls over before the block.
    pop(g);
    goDown(ctx, a, 'fallsOver', { reason: 'failed rush' });
    return;
  }
  f.res = undefined;
  f.phase = 'roll';
  const st = blockerSt(a, f.blitz);
  // Bestial Fury compares no strength: Dauntless has nothing to do.
  if (isDauntless(a) && d.st > st && !isFurious(a)) {
    pushTest(g, { test: 'dauntless', player: a.id, target: d.st - st + 1, modifier: 0, naturals: false });
    f.attackerSt = -1;
  }
}

function rollBlock(ctx: Ctx, f: BlockFrame): void {
  if (f.attackerSt === -1) {
    const ok = f.res?.ok ?? false;
    emit(ctx, { type: 'skill', player: f.attacker, skill: 'dauntless', detail: ok ? 'matches ST' : 'fails' });
    f.attackerSt = ok ? ctx.g.players[f.defender].st : 0;
    f.res = undefined;
  }
  // [000]: the other coaches choose first whom their players assist (a frame the ruleset pushes).
  if (ctx.rules.beforeBlockStrength?.(ctx, f)) return;
  strengths(ctx, f);
  rollFaces(ctx, f);
  f.phase = !f.rerolled && rerollChoices(ctx, f).length > 0 ? 'reroll' : 'choose';
}

function runBlock(ctx: Ctx, f: BlockFrame): void {
  const g = ctx.g;
  switch (f.phase) {
    case 'footing':
      return footing(ctx, f);
    case 'dauntless':
      return dauntless(ctx, f);
    case 'roll':
      return rollBlock(ctx, f);
    case 'choose':
      // Only one distinct face (or one die): no choice to make.
      f.face = f.faces[0];
      f.phase = 'resolve';
      return;
    case 'resolve':
      return resolveFace(ctx, f);
    case 'skills':
      return settleFace(ctx, f);
    case 'push':
      f.phase = 'followUp';
      return;
    case 'followUp':
      if (fendStopsFollowUp(ctx, f)) {
        emit(ctx, { type: 'skill', player: f.defender, skill: 'fend', detail: 'no follow-up' });
        f.phase = 'down';
        return;
      }
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

/**
 * [000]: a follow-up is a move of the blocker's own will: not diagonally round a corner
 * (Ruleset.diagonalBlocked), and not out of a pit it has not escaped (Ruleset.heldInSquare).
 */
function cornerStopsFollowUp(ctx: Ctx, f: BlockFrame): boolean {
  const a = ctx.g.players[f.attacker];
  const first = f.pushes.find((m) => m.player === f.defender);
  if (ctx.rules.heldInSquare?.(ctx, a) === true) return true;
  return !!first && ctx.rules.diagonalBlocked?.(ctx, a, a.sq, first.from) === true;
}

function followUp(ctx: Ctx, f: BlockFrame, yes: boolean): void {
  const g = ctx.g;
  const a = g.players[f.attacker];
  const first = f.pushes.find((m) => m.player === f.defender);
  // A Rooted blocker (Take Root) may not leave its square.
  if (
    yes &&
    first &&
    a.status === 'standing' &&
    !isRooted(a) &&
    g.occ[first.from] < 0 &&
    !cornerStopsFollowUp(ctx, f)
  ) {
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

/** [002]: is the player somewhere else than the block's pushes left it (a teleporter took it)? */
function takenAway(f: BlockFrame, player: number, sq: number): boolean {
  const moves = f.pushes.filter((m) => m.player === player);
  return moves.length > 0 && moves[moves.length - 1].to !== sq;
}

function finishBlock(ctx: Ctx, f: BlockFrame): void {
  const g = ctx.g;
  const a = g.players[f.attacker];
  const d = g.players[f.defender];
  pop(g);
  if (g.result || g.turn.turnover) return;
  // Frenzy: a target pushed back and still standing beside the blocker, who followed up, must be
  // blocked again (BB2020). No push (Both Down ignored by Block, held against a wall): no second
  // block, except that a target refusing the push with Stand Firm is blocked again (BB2020).
  if (f.second || !isFrenzied(a) || a.status !== 'standing' || d.status !== 'standing') return;
  if (!f.pushes.some((m) => m.player === a.id) && f.stoodFirm !== d.id) return;
  if (!isAdjacent(ctx.d, a.sq, d.sq) || activeTeam(g) !== a.team) return;
  if (ctx.rules.teleportEndsFrenzy && (takenAway(f, a.id, a.sq) || takenAway(f, d.id, d.sq))) return;
  const act = f.blitz ? activationOf(ctx, a.id) : null;
  if (act && movementLeft(ctx, act) <= 0) return;
  emit(ctx, { type: 'skill', player: a.id, skill: 'frenzy', detail: 'blocks again' });
  const again = blockFrame(a.id, d.id, f.blitz);
  again.second = true;
  // A new block: its target may Dump-off or use Trickster again before it.
  pushBlock(ctx, again);
}
