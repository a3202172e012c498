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
  // Not yet implemented: positions with these cannot be chosen until they are.
  alwaysHungry: S({ id: 'alwaysHungry', name: 'Always Hungry', implemented: false }),
  animalSavagery: S({ id: 'animalSavagery', name: 'Animal Savagery', implemented: false }),
  animosity: S({ id: 'animosity', name: 'Animosity', implemented: false }),
  bloodlust: S({ id: 'bloodlust', name: 'Bloodlust', implemented: false }),
  bombardier: S({ id: 'bombardier', name: 'Bombardier', implemented: false }),
  brawler: S({ id: 'brawler', name: 'Brawler', implemented: false }),
  breakTackle: S({ id: 'breakTackle', name: 'Break Tackle', implemented: false }),
  claws: S({ id: 'claws', name: 'Claws', implemented: false }),
  decay: S({ id: 'decay', name: 'Decay', implemented: false }),
  defensive: S({ id: 'defensive', name: 'Defensive', implemented: false }),
  dirtyPlayer: S({ id: 'dirtyPlayer', name: 'Dirty Player', implemented: false }),
  disturbingPresence: S({ id: 'disturbingPresence', name: 'Disturbing Presence', implemented: false }),
  drunkard: S({ id: 'drunkard', name: 'Drunkard', implemented: false }),
  fend: S({ id: 'fend', name: 'Fend', implemented: false }),
  foulAppearance: S({ id: 'foulAppearance', name: 'Foul Appearance', implemented: false }),
  grab: S({ id: 'grab', name: 'Grab', implemented: false }),
  guard: S({ id: 'guard', name: 'Guard', implemented: false }),
  hitAndRun: S({ id: 'hitAndRun', name: 'Hit and Run', implemented: false }),
  horns: S({ id: 'horns', name: 'Horns', implemented: false }),
  hypnoticGaze: S({ id: 'hypnoticGaze', name: 'Hypnotic Gaze', implemented: false }),
  juggernaut: S({ id: 'juggernaut', name: 'Juggernaut', implemented: false }),
  leap: S({ id: 'leap', name: 'Leap', implemented: false }),
  loner: S({ id: 'loner', name: 'Loner', implemented: false }),
  nervesOfSteel: S({ id: 'nervesOfSteel', name: 'Nerves of Steel', implemented: false }),
  noHands: S({ id: 'noHands', name: 'No Hands', implemented: false }),
  onTheBall: S({ id: 'onTheBall', name: 'On the Ball', implemented: false }),
  pickMeUp: S({ id: 'pickMeUp', name: 'Pick-me-up', implemented: false }),
  plagueRidden: S({ id: 'plagueRidden', name: 'Plague Ridden', implemented: false }),
  pogoStick: S({ id: 'pogoStick', name: 'Pogo Stick', implemented: false }),
  prehensileTail: S({ id: 'prehensileTail', name: 'Prehensile Tail', implemented: false }),
  projectileVomit: S({ id: 'projectileVomit', name: 'Projectile Vomit', implemented: false }),
  reallyStupid: S({ id: 'reallyStupid', name: 'Really Stupid', implemented: false }),
  regeneration: S({ id: 'regeneration', name: 'Regeneration', implemented: false }),
  runningPass: S({ id: 'runningPass', name: 'Running Pass', implemented: false }),
  safePass: S({ id: 'safePass', name: 'Safe Pass', implemented: false }),
  secretWeapon: S({ id: 'secretWeapon', name: 'Secret Weapon', implemented: false }),
  sprint: S({ id: 'sprint', name: 'Sprint', implemented: false }),
  standFirm: S({ id: 'standFirm', name: 'Stand Firm', implemented: false }),
  stripBall: S({ id: 'stripBall', name: 'Strip Ball', implemented: false }),
  strongArm: S({ id: 'strongArm', name: 'Strong Arm', implemented: false }),
  swarming: S({ id: 'swarming', name: 'Swarming', implemented: false }),
  takeRoot: S({ id: 'takeRoot', name: 'Take Root', implemented: false }),
  timmmber: S({ id: 'timmmber', name: 'Timmm-ber!', implemented: false }),
  unchannelledFury: S({ id: 'unchannelledFury', name: 'Unchannelled Fury', implemented: false }),
  portalPasser: S({ id: 'portalPasser', name: 'Portal Passer', implemented: false }),
  giveAndGo: S({ id: 'giveAndGo', name: 'Give and Go', implemented: false }),
  accurate: S({ id: 'accurate', name: 'Accurate', implemented: false }),
};

/**
 * A skill on a player may carry a parameter after a colon: 'loner:4' (Loner 4+), 'bloodlust:2',
 * 'animosity:all'. The part before the colon names the skill.
 */
export function skillId(s: string): string {
  const i = s.indexOf(':');
  return i < 0 ? s : s.slice(0, i);
}

/** The parameter of a skill the player has ('4' for 'loner:4'), '' if it has none, null if absent. */
export function skillParam(p: Player, id: string): string | null {
  for (const s of p.skills) {
    if (skillId(s) === id) {
      const i = s.indexOf(':');
      return i < 0 ? '' : s.slice(i + 1);
    }
  }
  return null;
}

function hooksOf(s: string): SkillHooks | undefined {
  return SKILLS[s] ?? SKILLS[skillId(s)];
}

function has(p: Player, pred: (h: SkillHooks) => boolean | undefined): boolean {
  for (const s of p.skills) {
    const h = hooksOf(s);
    if (h && pred(h)) return true;
  }
  return false;
}

function sum(p: Player, get: (h: SkillHooks) => number | undefined): number {
  let n = 0;
  for (const s of p.skills) {
    const h = hooksOf(s);
    if (h) n += get(h) ?? 0;
  }
  return n;
}

/** The skill that would re-roll a failed test of this kind now, if any. */
export function skillReroll(p: Player, test: TestKind): string | null {
  for (const s of p.skills) {
    const h = hooksOf(s);
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
  return skills.filter((s) => !hooksOf(s)?.implemented);
}

/** The skill's hooks whether or not it carries a parameter ('loner:4' → Loner). */
export function skillInfo(s: string): SkillHooks | undefined {
  return hooksOf(s);
}
