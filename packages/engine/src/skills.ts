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
  /** Loner (X+): a team re-roll first needs X+ on a D6 (the parameter; 4 when absent). */
  loner?: boolean;
  /** Sprint: rushes allowed on top of the usual two. */
  extraRushes?: number;
  /** Drunkard: added to every rush roll. */
  rushModifier?: number;
  /** Leap, Pogo Stick: may jump over any adjacent square, empty or with a standing player. */
  leaps?: boolean;
  /** Leap: the jump's marking modifier is 1 better (never better than -1); Pogo Stick ignores it. */
  jumpMarking?: 'reduce' | 'ignore';
  /** Break Tackle: once per activation, +1 to a dodge roll (+2 with ST 5 or more) when it helps. */
  breakTackle?: boolean;
  /** Prehensile Tail: -1 to opponents dodging, jumping or leaping out of its tackle zone. */
  tail?: boolean;
  /** A D6 rolled straight after declaring an action (Bone Head, Really Stupid, ...). */
  activationRoll?: ActivationRoll;
  /** Timmm-ber!: +1 to stand up (MA 2 or less) per adjacent open, standing team-mate. */
  timber?: boolean;
  /** Hypnotic Gaze: may declare the Hypnotic Gaze special action. */
  gazes?: boolean;
  /** Hit and Run: after a block, may move one free square to a square no opponent is next to. */
  hitAndRun?: boolean;
  /** Pick-me-up: at the end of an opposing team turn, prone team-mates within 3 stand on 5+. */
  pickMeUp?: boolean;
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
  /** Safe Pass: a fumbled pass keeps the ball (no bounce, no turnover); the activation ends. */
  safePass?: boolean;
  /** Nerves of Steel: ignores marking when passing, catching or interfering. */
  passIgnoresMarking?: boolean;
  /** Disturbing Presence: -1 to opposing passes, throws, catches and interference within 3 squares. */
  disturbing?: boolean;
  /** Strong Arm: added to the Throw (and Kick) Team-mate quality test. */
  throwTeamMateBonus?: number;
  /** Accurate: added to quick and short pass tests. */
  quickShortPassBonus?: number;
  /** Running Pass: may keep moving after a quick pass if MA remains. */
  runningPass?: boolean;
  /** Give and Go (Dungeon Bowl): may keep moving after a hand-off if MA remains. */
  giveAndGo?: boolean;
  /** No Hands: can never hold the ball (pick-ups and catches fail, no interference). */
  noHands?: boolean;
  /** Animosity (X): may refuse (D6 1) to hand off or pass to a team-mate of type X. */
  animosity?: boolean;
  /** Always Hungry: may eat the team-mate it is about to throw. */
  alwaysHungry?: boolean;
  /** On the Ball: may move up to 3 squares when an opponent declares a pass. */
  onTheBall?: boolean;
  /** Portal Passer (Dungeon Bowl): may switch its Move to a Pass action after a teleport. */
  portalPasser?: boolean;
  /** Bombardier: may make a Throw Bomb special action (rules/bomb.ts). */
  throwsBombs?: boolean;
  /** Stand Firm: may refuse to be pushed back (by a block or a chain push). */
  standFirm?: boolean;
  /** Horns: added to ST when blocking in a Blitz, before assists. */
  blitzStBonus?: number;
  /** Claws: an armour roll of 8+ before modifiers breaks armour when this player's block knocks a player down. */
  claws?: boolean;
  /** Juggernaut: in a Blitz, Both Down may become Push Back; the target loses Fend, Stand Firm and Wrestle. */
  juggernaut?: boolean;
  /** Grab: the target cannot Sidestep; on a non-Blitz block, pushes into any free adjacent square. */
  grab?: boolean;
  /** Fend: the player pushing it back may not follow up. */
  fend?: boolean;
  /** Strip Ball: a Push Back makes the ball carrier drop the ball. */
  stripsBall?: boolean;
  /** Sure Hands: Strip Ball does not work against this player. */
  resistsStrip?: boolean;
  /** Brawler: on a non-Blitz block, may re-roll one Both Down die. */
  brawler?: boolean;
  /** Guard: assists even while marked by other opponents. */
  guard?: boolean;
  /** Defensive: in the opposing team's turn, opponents it marks cannot use Guard. */
  defensive?: boolean;
  /** Foul Appearance: an opponent blocking it (or using a special action on it) rolls D6 first: 1 loses the action. */
  foulAppearance?: boolean;
  /** Projectile Vomit: may vomit on the target instead of blocking it. */
  vomits?: boolean;
  /** Dirty Player: added to the armour or the injury roll of its fouls. */
  dirtyPlayer?: number;
  /** Regeneration: after a casualty roll, on a D6 4+ the player goes to the reserves instead. */
  regenerates?: boolean;
  /** Decay: added to casualty rolls against this player. */
  casualtyAgainst?: number;
  /** Iron Hard Skin: opponents cannot modify armour rolls against it, and Claws does not work on it. */
  ironHardSkin?: boolean;
  /** Sneaky Git: not sent off for a double on its foul's armour roll; may move on after the foul. */
  sneakyGit?: boolean;
  /** A skill with no effect in a dungeon game: why (positions with it may still be chosen). */
  noEffect?: string;
}

/**
 * A roll straight after declaring an action, before standing up (rules/activation-rolls.ts):
 * success on `target` or more (the skill's parameter when 'param'; a natural 1 always fails),
 * with `blockBonus` for a declared Block or Blitz and `mateBonus` when a standing team-mate
 * without the same roll is adjacent. `onFail` says what a failure does:
 * - 'confused': the activation ends and the tackle zone is lost (Bone Head, Really Stupid);
 * - 'ends': the activation ends (Unchannelled Fury);
 * - 'lashOut': knocks down an adjacent standing team-mate, or is 'confused' with none (Animal Savagery);
 * - 'thirst': may change the action to a Move and must bite a Thrall at the end (Bloodlust);
 * - 'root': Rooted until knocked down or placed prone (Take Root).
 */
export interface ActivationRoll {
  kind: TestKind;
  target: number | 'param';
  blockBonus?: number;
  mateBonus?: number;
  onFail: 'confused' | 'ends' | 'lashOut' | 'thirst' | 'root';
}

const S = (h: Omit<SkillHooks, 'implemented'> & { implemented?: boolean }): SkillHooks => ({
  implemented: true,
  ...h,
});

export const SKILLS: Record<string, SkillHooks> = {
  block: S({ id: 'block', name: 'Block', ignoresBothDown: true }),
  dodge: S({ id: 'dodge', name: 'Dodge', rerolls: ['dodge'], oncePerTurn: true, stumbleIsPush: true }),
  sureHands: S({ id: 'sureHands', name: 'Sure Hands', rerolls: ['pickUp'], resistsStrip: true }),
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
  boneHead: S({
    id: 'boneHead',
    name: 'Bone Head',
    boneHead: true,
    activationRoll: { kind: 'boneHead', target: 2, onFail: 'confused' },
  }),
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
  alwaysHungry: S({ id: 'alwaysHungry', name: 'Always Hungry', alwaysHungry: true }),
  animalSavagery: S({
    id: 'animalSavagery',
    name: 'Animal Savagery',
    activationRoll: { kind: 'animalSavagery', target: 4, blockBonus: 2, onFail: 'lashOut' },
  }),
  animosity: S({ id: 'animosity', name: 'Animosity', animosity: true }),
  bloodlust: S({
    id: 'bloodlust',
    name: 'Bloodlust',
    activationRoll: { kind: 'bloodlust', target: 'param', blockBonus: 1, onFail: 'thirst' },
  }),
  bombardier: S({ id: 'bombardier', name: 'Bombardier', throwsBombs: true }),
  brawler: S({ id: 'brawler', name: 'Brawler', brawler: true }),
  breakTackle: S({ id: 'breakTackle', name: 'Break Tackle', breakTackle: true }),
  claws: S({ id: 'claws', name: 'Claws', claws: true }),
  decay: S({ id: 'decay', name: 'Decay', casualtyAgainst: 1 }),
  defensive: S({ id: 'defensive', name: 'Defensive', defensive: true }),
  dirtyPlayer: S({ id: 'dirtyPlayer', name: 'Dirty Player (+1)', dirtyPlayer: 1 }),
  disturbingPresence: S({ id: 'disturbingPresence', name: 'Disturbing Presence', disturbing: true }),
  drunkard: S({ id: 'drunkard', name: 'Drunkard', rushModifier: -1 }),
  fend: S({ id: 'fend', name: 'Fend', fend: true }),
  foulAppearance: S({ id: 'foulAppearance', name: 'Foul Appearance', foulAppearance: true }),
  grab: S({ id: 'grab', name: 'Grab', grab: true }),
  guard: S({ id: 'guard', name: 'Guard', guard: true }),
  hitAndRun: S({ id: 'hitAndRun', name: 'Hit and Run', hitAndRun: true }),
  horns: S({ id: 'horns', name: 'Horns', blitzStBonus: 1 }),
  hypnoticGaze: S({ id: 'hypnoticGaze', name: 'Hypnotic Gaze', gazes: true }),
  juggernaut: S({ id: 'juggernaut', name: 'Juggernaut', juggernaut: true }),
  leap: S({ id: 'leap', name: 'Leap', leaps: true, jumpMarking: 'reduce' }),
  loner: S({ id: 'loner', name: 'Loner', loner: true }),
  nervesOfSteel: S({ id: 'nervesOfSteel', name: 'Nerves of Steel', passIgnoresMarking: true }),
  noHands: S({ id: 'noHands', name: 'No Hands', noHands: true }),
  onTheBall: S({ id: 'onTheBall', name: 'On the Ball', onTheBall: true }),
  pickMeUp: S({ id: 'pickMeUp', name: 'Pick-me-up', pickMeUp: true }),
  plagueRidden: S({
    id: 'plagueRidden',
    name: 'Plague Ridden',
    noEffect: 'it only creates new Rotters for a league team with Favoured of Nurgle, after the game',
  }),
  pogoStick: S({ id: 'pogoStick', name: 'Pogo Stick', leaps: true, jumpMarking: 'ignore' }),
  prehensileTail: S({ id: 'prehensileTail', name: 'Prehensile Tail', tail: true }),
  projectileVomit: S({ id: 'projectileVomit', name: 'Projectile Vomit', vomits: true }),
  reallyStupid: S({
    id: 'reallyStupid',
    name: 'Really Stupid',
    activationRoll: { kind: 'reallyStupid', target: 4, mateBonus: 2, onFail: 'confused' },
  }),
  regeneration: S({ id: 'regeneration', name: 'Regeneration', regenerates: true }),
  ironHardSkin: S({ id: 'ironHardSkin', name: 'Iron Hard Skin', ironHardSkin: true }),
  sneakyGit: S({ id: 'sneakyGit', name: 'Sneaky Git', sneakyGit: true }),
  runningPass: S({ id: 'runningPass', name: 'Running Pass', runningPass: true }),
  safePass: S({ id: 'safePass', name: 'Safe Pass', safePass: true }),
  secretWeapon: S({
    id: 'secretWeapon',
    name: 'Secret Weapon',
    noEffect: 'sent off at the end of the drive, and a Dungeon Bowl game is a single drive',
  }),
  sprint: S({ id: 'sprint', name: 'Sprint', extraRushes: 1 }),
  standFirm: S({ id: 'standFirm', name: 'Stand Firm', standFirm: true }),
  stripBall: S({ id: 'stripBall', name: 'Strip Ball', stripsBall: true }),
  strongArm: S({ id: 'strongArm', name: 'Strong Arm', throwTeamMateBonus: 1 }),
  swarming: S({
    id: 'swarming',
    name: 'Swarming',
    noEffect: 'an extra set-up at the start of a drive, and a dungeon game has no kick-off set-up',
  }),
  takeRoot: S({
    id: 'takeRoot',
    name: 'Take Root',
    activationRoll: { kind: 'takeRoot', target: 2, onFail: 'root' },
  }),
  timmmber: S({ id: 'timmmber', name: 'Timmm-ber!', timber: true }),
  unchannelledFury: S({
    id: 'unchannelledFury',
    name: 'Unchannelled Fury',
    activationRoll: { kind: 'unchannelledFury', target: 4, blockBonus: 2, onFail: 'ends' },
  }),
  twoHeads: S({ id: 'twoHeads', name: 'Two Heads', dodgeBonus: 1 }),
  portalPasser: S({ id: 'portalPasser', name: 'Portal Passer', portalPasser: true }),
  giveAndGo: S({ id: 'giveAndGo', name: 'Give and Go', giveAndGo: true }),
  accurate: S({ id: 'accurate', name: 'Accurate', quickShortPassBonus: 1 }),
};

/**
 * A skill on a player may carry a parameter after a colon: 'loner:4' (Loner 4+), 'bloodlust:2',
 * 'animosity:all'. The part before the colon names the skill.
 */
export function skillId(s: string): string {
  const i = s.indexOf(':');
  return i < 0 ? s : s.slice(0, i);
}

const NO_SKILLS: readonly string[] = Object.freeze([]);

/**
 * The skills a player has now: every question below reads them here, so a player who has lost
 * its skills for the game ([000]'s hurt players, `Player.skillsLost`) has none, while the roster's
 * list (`Player.skills`, shared and never changed) stays as it was.
 */
export function skillsOf(p: Player): readonly string[] {
  return p.skillsLost ? NO_SKILLS : p.skills;
}

/** The parameter of a skill the player has ('4' for 'loner:4'), '' if it has none, null if absent. */
export function skillParam(p: Player, id: string): string | null {
  for (const s of skillsOf(p)) {
    if (skillId(s) === id) {
      const i = s.indexOf(':');
      return i < 0 ? '' : s.slice(i + 1);
    }
  }
  return null;
}

// A Map, not the object: own entries only ('toString' and 'constructor' are in every object and
// are no skills), and a Map lookup is as fast as a property read on this hot path.
let HOOKS: Map<string, SkillHooks> | null = null;

function hooksOf(s: string): SkillHooks | undefined {
  HOOKS ??= new Map(Object.entries(SKILLS));
  return HOOKS.get(s) ?? HOOKS.get(skillId(s));
}

function has(p: Player, pred: (h: SkillHooks) => boolean | undefined): boolean {
  for (const s of skillsOf(p)) {
    const h = hooksOf(s);
    if (h && pred(h)) return true;
  }
  return false;
}

function sum(p: Player, get: (h: SkillHooks) => number | undefined): number {
  let n = 0;
  for (const s of skillsOf(p)) {
    const h = hooksOf(s);
    if (h) n += get(h) ?? 0;
  }
  return n;
}

/** The skill that would re-roll a failed test of this kind now, if any. */
export function skillReroll(p: Player, test: TestKind): string | null {
  for (const s of skillsOf(p)) {
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
export const mightyBlow = (p: Player) => plusValue(p, 'mightyBlow', (h) => h.mightyBlow);
export const choosesOwnPush = (p: Player) => has(p, (h) => h.choosesOwnPush);
export const noDodgeMarking = (p: Player) => has(p, (h) => h.noDodgeMarking);
export const isFrenzied = (p: Player) => has(p, (h) => h.frenzy);
export const isBoneHead = (p: Player) => has(p, (h) => h.boneHead);
export const hasRightStuff = (p: Player) => has(p, (h) => h.rightStuff);
/** Throw Team-mate works only for a thrower of ST 5 or more (rules.md 4), e.g. after an injury. */
export const canThrowTeamMate = (p: Player) => p.st >= 5 && has(p, (h) => h.throwTeamMate);
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
export const standsFirm = (p: Player) => has(p, (h) => h.standFirm);
export const blitzStBonus = (p: Player) => sum(p, (h) => h.blitzStBonus);
export const hasClaws = (p: Player) => has(p, (h) => h.claws);
export const isJuggernaut = (p: Player) => has(p, (h) => h.juggernaut);
export const grabs = (p: Player) => has(p, (h) => h.grab);
export const fends = (p: Player) => has(p, (h) => h.fend);
export const stripsBall = (p: Player) => has(p, (h) => h.stripsBall);
export const resistsStrip = (p: Player) => has(p, (h) => h.resistsStrip);
export const isBrawler = (p: Player) => has(p, (h) => h.brawler);
export const guards = (p: Player) => has(p, (h) => h.guard);
export const isDefensive = (p: Player) => has(p, (h) => h.defensive);
export const hasFoulAppearance = (p: Player) => has(p, (h) => h.foulAppearance);
export const canVomit = (p: Player) => has(p, (h) => h.vomits);
/** A '+X' skill: its written parameter ('dirtyPlayer:2' is +2) or the hook's default. */
function plusValue(p: Player, id: string, get: (h: SkillHooks) => number | undefined): number {
  const v = skillParam(p, id);
  return v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : sum(p, get);
}
export const dirtyPlayer = (p: Player) => plusValue(p, 'dirtyPlayer', (h) => h.dirtyPlayer);
export const regenerates = (p: Player) => has(p, (h) => h.regenerates);
export const casualtyAgainst = (p: Player) => sum(p, (h) => h.casualtyAgainst);
export const hasIronHardSkin = (p: Player) => has(p, (h) => h.ironHardSkin);
export const isSneakyGit = (p: Player) => has(p, (h) => h.sneakyGit);
export const keepsBallOnFumble = (p: Player) => has(p, (h) => h.safePass);
export const passIgnoresMarking = (p: Player) => has(p, (h) => h.passIgnoresMarking);
export const isDisturbing = (p: Player) => has(p, (h) => h.disturbing);
export const throwTeamMateBonus = (p: Player) => sum(p, (h) => h.throwTeamMateBonus);
export const quickShortPassBonus = (p: Player) => sum(p, (h) => h.quickShortPassBonus);
export const movesOnAfterQuickPass = (p: Player) => has(p, (h) => h.runningPass);
export const movesOnAfterHandOff = (p: Player) => has(p, (h) => h.giveAndGo);
export const hasNoHands = (p: Player) => has(p, (h) => h.noHands);
export const isAlwaysHungry = (p: Player) => has(p, (h) => h.alwaysHungry);
export const isOnTheBall = (p: Player) => has(p, (h) => h.onTheBall);
export const isPortalPasser = (p: Player) => has(p, (h) => h.portalPasser);
export const isBombardier = (p: Player) => has(p, (h) => h.throwsBombs);

export const extraRushes = (p: Player) => sum(p, (h) => h.extraRushes);
export const rushModifier = (p: Player) => sum(p, (h) => h.rushModifier);
export const canLeap = (p: Player) => has(p, (h) => h.leaps);
export const hasTail = (p: Player) => has(p, (h) => h.tail);
export const timber = (p: Player) => has(p, (h) => h.timber);
export const canGaze = (p: Player) => has(p, (h) => h.gazes);
export const hitsAndRuns = (p: Player) => has(p, (h) => h.hitAndRun);
export const picksUp = (p: Player) => has(p, (h) => h.pickMeUp);

/** How the player's jumps treat marking: Pogo Stick ignores it, Leap reduces it, else null. */
export function jumpMarking(p: Player): 'reduce' | 'ignore' | null {
  if (has(p, (h) => h.jumpMarking === 'ignore')) return 'ignore';
  return has(p, (h) => h.jumpMarking === 'reduce') ? 'reduce' : null;
}

/** The target of the Loner (X+) roll before a team re-roll, or null without Loner. */
export function lonerTarget(p: Player): number | null {
  return paramNumber(p, (h) => h.loner, 4);
}

/** Break Tackle's bonus to a dodge roll (+1, or +2 with ST 5 or more), 0 without it. */
export function breakTackleBonus(p: Player): { skill: string; bonus: number } | null {
  for (const s of skillsOf(p)) {
    if (hooksOf(s)?.breakTackle) return { skill: s, bonus: p.st >= 5 ? 2 : 1 };
  }
  return null;
}

export interface ActivationRollOf extends ActivationRoll {
  /** The skill as written on the player ('bloodlust:3'). */
  skill: string;
  /** The target with the skill's parameter filled in. */
  needs: number;
}

/** The roll the player makes straight after declaring an action, if any (the first one). */
export function activationRollOf(p: Player): ActivationRollOf | null {
  for (const s of skillsOf(p)) {
    const r = hooksOf(s)?.activationRoll;
    if (!r) continue;
    const i = s.indexOf(':');
    const param = i < 0 ? Number.NaN : Number.parseInt(s.slice(i + 1), 10);
    // Bloodlust with no number written reads as Bloodlust (2+), the commonest value.
    const needs = r.target === 'param' ? (Number.isFinite(param) ? param : 2) : r.target;
    return { ...r, skill: s, needs };
  }
  return null;
}

/** The number after the colon of the first skill matching `pred` ('loner:3' → 3), `dflt` if none. */
function paramNumber(p: Player, pred: (h: SkillHooks) => boolean | undefined, dflt: number): number | null {
  for (const s of skillsOf(p)) {
    if (!pred(hooksOf(s) ?? ({} as SkillHooks))) continue;
    const i = s.indexOf(':');
    const n = i < 0 ? Number.NaN : Number.parseInt(s.slice(i + 1), 10);
    return Number.isFinite(n) ? n : dflt;
  }
  return null;
}

/**
 * Animosity (X): does `p` dislike its team-mate `q`? The parameter is 'all' (every team-mate) or
 * position id fragments separated by '/' ('animosity:goblin/halfling'): a team-mate whose
 * position id contains one of them. Opponents are never concerned.
 */
export function hasAnimosityTowards(p: Player, q: Player): boolean {
  if (p.id === q.id || p.team !== q.team) return false;
  for (const s of skillsOf(p)) {
    if (!hooksOf(s)?.animosity) continue;
    const i = s.indexOf(':');
    const param = i < 0 ? 'all' : s.slice(i + 1);
    if (param === 'all' || param === '') return true;
    if (param.split('/').some((frag) => frag !== '' && q.position.includes(frag))) return true;
  }
  return false;
}

export function unimplementedSkills(skills: readonly string[]): string[] {
  return skills.filter((s) => !hooksOf(s)?.implemented);
}

/** The skill's hooks whether or not it carries a parameter ('loner:4' → Loner). */
export function skillInfo(s: string): SkillHooks | undefined {
  return hooksOf(s);
}
