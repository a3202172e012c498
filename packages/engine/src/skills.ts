/**
 * Skills and traits as named hooks. Rule code asks questions through the functions at the end of
 * this file (`skillReroll`, `ignoresBothDown`, ...); it never tests a skill's name itself. A skill
 * listed here with `implemented: false` makes the positions that have it unavailable.
 */
import type { TestKind } from './frames.ts';
import type { Player } from './state.ts';

export interface SkillHooks {
  id: string;
  name: string;
  implemented: boolean;
  /** Re-rolls a failed test of these kinds (once per team turn if `oncePerTurn`). */
  rerolls?: TestKind[];
  oncePerTurn?: boolean;
  /** Block: may ignore a Both Down result. */
  ignoresBothDown?: boolean;
  /** Dodge: a Stumble against this player becomes a Push Back. */
  stumbleIsPush?: boolean;
  /** Tackle: opponents lose the Dodge skill's effects against this player. */
  cancelsDodge?: boolean;
  /** Added to this player's dodge tests (Titchy). */
  dodgeBonus?: number;
  /** Ignores the destination's marking modifiers when dodging (Stunty). */
  dodgeIgnoresMarking?: boolean;
  /** Uses the Stunty injury table. */
  stuntyInjury?: boolean;
  /** Added to an opponent's interference test against this player's passes (Stunty: +1). */
  interferenceAgainst?: number;
  /** Thick Skull: an injury of 8 (7 with Stunty) counts as Stunned. */
  thickSkull?: boolean;
  /** Mighty Blow: added to armour or injury when this player's block knocks a player down. */
  mightyBlow?: number;
  /** Sidestep: its own coach chooses any free adjacent square when pushed. */
  choosesOwnPush?: boolean;
  /** Titchy: does not count as marking a player who dodges into its tackle zone. */
  noDodgeMarking?: boolean;
  /** Frenzy: must follow up and block again. */
  frenzy?: boolean;
  /** Bone Head: a 1 on a D6 after declaring an action ends it and costs the tackle zone. */
  boneHead?: boolean;
  /** Right Stuff: can be thrown by a team-mate. */
  rightStuff?: boolean;
  /** Throw Team-mate: may throw a Right Stuff team-mate. */
  throwTeamMate?: boolean;
  /** Dauntless: may match a stronger target's ST on a D6 roll. */
  dauntless?: boolean;
  /** Jump Up: standing up costs no MA. */
  freeStandUp?: boolean;
  /** Wrestle: turns Both Down into both players Placed Prone. */
  wrestle?: boolean;
  /** Wall Thrower (Dungeon Bowl): added to the accuracy test when throwing the ball at a wall. */
  wallThrowBonus?: number;
  /** Portal Navigator (Dungeon Bowl): may re-roll the D6 for the destination portal. */
  rerollsPortal?: boolean;
  /** My Ball: may not willingly give up the ball (no Pass, Hand-off or wall throw actions). */
  keepsBall?: boolean;
  /** Stab: may stab the target instead of blocking it. */
  stabs?: boolean;
  /** Shadowing: may follow an opponent leaving a square in its tackle zone. */
  shadows?: boolean;
  /** Jump Up: when prone, may declare a Block action, standing up with an AG test at +1. */
  blocksFromProne?: boolean;
  /** Dump-off: as a block's target holding the ball, may first make a Quick pass. */
  dumpsOff?: boolean;
  /** Trickster: as a block's target, may first move to another square next to the attacker. */
  tricks?: boolean;
  /** Kick Team-mate: may kick a Right Stuff team-mate, besides the team's Pass or Throw Team-mate. */
  kicksTeamMate?: boolean;
}

const S = (h: Omit<SkillHooks, 'implemented'> & { implemented?: boolean }): SkillHooks => ({
  implemented: true,
  ...h,
});

export const SKILLS: Record<string, SkillHooks> = {
  block: S({ id: 'block', name: 'Block', ignoresBothDown: true }),
  dodge: S({ id: 'dodge', name: 'Dodge', rerolls: ['dodge'], oncePerTurn: true, stumbleIsPush: true }),
  sureHands: S({ id: 'sureHands', name: 'Sure Hands', rerolls: ['pickUp'] }),
  catch: S({ id: 'catch', name: 'Catch', rerolls: ['catch'] }),
  pass: S({ id: 'pass', name: 'Pass', rerolls: ['pass'] }),
  sureFeet: S({ id: 'sureFeet', name: 'Sure Feet', rerolls: ['rush'], oncePerTurn: true }),
  tackle: S({ id: 'tackle', name: 'Tackle', cancelsDodge: true }),
  thickSkull: S({ id: 'thickSkull', name: 'Thick Skull', thickSkull: true }),
  stunty: S({
    id: 'stunty',
    name: 'Stunty',
    dodgeIgnoresMarking: true,
    stuntyInjury: true,
    interferenceAgainst: 1,
  }),
  titchy: S({ id: 'titchy', name: 'Titchy', dodgeBonus: 1, noDodgeMarking: true }),
  mightyBlow: S({ id: 'mightyBlow', name: 'Mighty Blow (+1)', mightyBlow: 1 }),
  sidestep: S({ id: 'sidestep', name: 'Sidestep', choosesOwnPush: true }),
  frenzy: S({ id: 'frenzy', name: 'Frenzy', frenzy: true }),
  boneHead: S({ id: 'boneHead', name: 'Bone Head', boneHead: true }),
  rightStuff: S({ id: 'rightStuff', name: 'Right Stuff', rightStuff: true }),
  throwTeamMate: S({ id: 'throwTeamMate', name: 'Throw Team-mate', throwTeamMate: true }),
  dauntless: S({ id: 'dauntless', name: 'Dauntless', dauntless: true }),
  jumpUp: S({ id: 'jumpUp', name: 'Jump Up', freeStandUp: true, blocksFromProne: true }),
  wrestle: S({ id: 'wrestle', name: 'Wrestle', wrestle: true }),
  wallThrower: S({ id: 'wallThrower', name: 'Wall Thrower', wallThrowBonus: 1 }),
  portalNavigator: S({ id: 'portalNavigator', name: 'Portal Navigator', rerollsPortal: true }),
  kickTeamMate: S({ id: 'kickTeamMate', name: 'Kick Team-mate', kicksTeamMate: true }),
  stab: S({ id: 'stab', name: 'Stab', stabs: true }),
  shadowing: S({ id: 'shadowing', name: 'Shadowing', shadows: true }),
  dumpOff: S({ id: 'dumpOff', name: 'Dump-off', dumpsOff: true }),
  trickster: S({ id: 'trickster', name: 'Trickster', tricks: true }),
  myBall: S({ id: 'myBall', name: 'My Ball', keepsBall: true }),
};

function has(p: Player, pred: (h: SkillHooks) => boolean | undefined): boolean {
  for (const s of p.skills) {
    const h = SKILLS[s];
    if (h && pred(h)) return true;
  }
  return false;
}

function sum(p: Player, get: (h: SkillHooks) => number | undefined): number {
  let n = 0;
  for (const s of p.skills) {
    const h = SKILLS[s];
    if (h) n += get(h) ?? 0;
  }
  return n;
}

/** The skill that would re-roll a failed test of this kind now, if any. */
export function skillReroll(p: Player, test: TestKind): string | null {
  for (const s of p.skills) {
    const h = SKILLS[s];
    if (!h?.rerolls?.includes(test)) continue;
    if (h.oncePerTurn && p.usedThisTurn.includes(s)) continue;
    return s;
  }
  return null;
}

export const ignoresBothDown = (p: Player) => has(p, (h) => h.ignoresBothDown);
export const stumbleIsPush = (p: Player) => has(p, (h) => h.stumbleIsPush);
export const cancelsDodge = (p: Player) => has(p, (h) => h.cancelsDodge);
export const dodgeBonus = (p: Player) => sum(p, (h) => h.dodgeBonus);
export const dodgeIgnoresMarking = (p: Player) => has(p, (h) => h.dodgeIgnoresMarking);
export const stuntyInjury = (p: Player) => has(p, (h) => h.stuntyInjury);
export const interferenceAgainst = (p: Player) => sum(p, (h) => h.interferenceAgainst);
export const thickSkull = (p: Player) => has(p, (h) => h.thickSkull);
export const mightyBlow = (p: Player) => sum(p, (h) => h.mightyBlow);
export const choosesOwnPush = (p: Player) => has(p, (h) => h.choosesOwnPush);
export const noDodgeMarking = (p: Player) => has(p, (h) => h.noDodgeMarking);
export const isFrenzied = (p: Player) => has(p, (h) => h.frenzy);
export const isBoneHead = (p: Player) => has(p, (h) => h.boneHead);
export const hasRightStuff = (p: Player) => has(p, (h) => h.rightStuff);
export const canThrowTeamMate = (p: Player) => has(p, (h) => h.throwTeamMate);
export const isDauntless = (p: Player) => has(p, (h) => h.dauntless);
export const freeStandUp = (p: Player) => has(p, (h) => h.freeStandUp);
export const wrestles = (p: Player) => has(p, (h) => h.wrestle);
export const wallThrowBonus = (p: Player) => sum(p, (h) => h.wallThrowBonus);
export const rerollsPortal = (p: Player) => has(p, (h) => h.rerollsPortal);
export const keepsBall = (p: Player) => has(p, (h) => h.keepsBall);
export const canStab = (p: Player) => has(p, (h) => h.stabs);
export const canShadow = (p: Player) => has(p, (h) => h.shadows);
export const blocksFromProne = (p: Player) => has(p, (h) => h.blocksFromProne);
export const canDumpOff = (p: Player) => has(p, (h) => h.dumpsOff);
export const isTrickster = (p: Player) => has(p, (h) => h.tricks);
export const canKickTeamMate = (p: Player) => has(p, (h) => h.kicksTeamMate);

export function unimplementedSkills(skills: string[]): string[] {
  return skills.filter((s) => !SKILLS[s]?.implemented);
}
