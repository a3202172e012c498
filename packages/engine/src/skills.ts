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

type FlagKey = {
  [K in keyof SkillHooks]-?: NonNullable<SkillHooks[K]> extends boolean ? K : never;
}[keyof SkillHooks];
type SumKey = {
  [K in keyof SkillHooks]-?: NonNullable<SkillHooks[K]> extends number ? K : never;
}[keyof SkillHooks];

/** The hook fields asked about, each with its slot in a profile's `flags` or `sums`. */
const FLAG_KEYS: FlagKey[] = [];
const SUM_KEYS: SumKey[] = [];

/**
 * What a list of skills answers, worked out once per list: the rules ask these questions many
 * times a step (the engine bench spent a fifth of its time looking skills up by name), and a
 * player's list changes only as a whole (`skillsLost`, a copied game), so a list object is the key.
 */
interface Profile {
  hooks: SkillHooks[];
  skills: string[];
  flags: Uint8Array;
  sums: Float64Array;
  /** The first roll after declaring an action, worked out when first asked (frozen: shared). */
  roll?: Readonly<ActivationRollOf> | null;
}

const PROFILES = new WeakMap<readonly string[], Profile>();

function profileOf(p: Player): Profile {
  const list = skillsOf(p);
  return PROFILES.get(list) ?? newProfile(list);
}

function newProfile(list: readonly string[]): Profile {
  const pr: Profile = {
    hooks: [],
    skills: [],
    flags: new Uint8Array(FLAG_KEYS.length),
    sums: new Float64Array(SUM_KEYS.length),
  };
  for (const s of list) {
    const h = hooksOf(s);
    if (!h) continue;
    pr.hooks.push(h);
    pr.skills.push(s);
    FLAG_KEYS.forEach((k, i) => {
      if (h[k]) pr.flags[i] = 1;
    });
    SUM_KEYS.forEach((k, i) => {
      pr.sums[i] += h[k] ?? 0;
    });
  }
  PROFILES.set(list, pr);
  return pr;
}

/** A question answered by whether any of the player's skills sets the hook `key`. */
function flag(key: FlagKey): (p: Player) => boolean {
  const i = FLAG_KEYS.push(key) - 1;
  return (p) => profileOf(p).flags[i] === 1;
}

/** A question answered by the sum of the hook `key` over the player's skills. */
function total(key: SumKey): (p: Player) => number {
  const i = SUM_KEYS.push(key) - 1;
  return (p) => profileOf(p).sums[i];
}

function has(p: Player, pred: (h: SkillHooks) => boolean | undefined): boolean {
  for (const h of profileOf(p).hooks) if (pred(h)) return true;
  return false;
}

/** The skill that would re-roll a failed test of this kind now, if any. */
export function skillReroll(p: Player, test: TestKind): string | null {
  const pr = profileOf(p);
  for (let i = 0; i < pr.hooks.length; i++) {
    const h = pr.hooks[i];
    const s = pr.skills[i];
    if (!h.rerolls?.includes(test)) continue;
    if (h.oncePerTurn && p.usedThisTurn.includes(s)) continue;
    return s;
  }
  return null;
}

export const ignoresBothDown = flag('ignoresBothDown');
export const stumbleIsPush = flag('stumbleIsPush');
export const cancelsDodge = flag('cancelsDodge');
export const dodgeBonus = total('dodgeBonus');
export const dodgeIgnoresMarking = flag('dodgeIgnoresMarking');
export const stuntyInjury = flag('stuntyInjury');
export const interferenceAgainst = total('interferenceAgainst');
export const thickSkull = flag('thickSkull');
export const mightyBlow = plusValue('mightyBlow');
export const choosesOwnPush = flag('choosesOwnPush');
export const noDodgeMarking = flag('noDodgeMarking');
export const isFrenzied = flag('frenzy');
export const isBoneHead = flag('boneHead');
export const hasRightStuff = flag('rightStuff');
/** Throw Team-mate works only for a thrower of ST 5 or more (rules.md 4), e.g. after an injury. */
const throwsTeamMates = flag('throwTeamMate');
export const canThrowTeamMate = (p: Player) => p.st >= 5 && throwsTeamMates(p);
export const isDauntless = flag('dauntless');
export const freeStandUp = flag('freeStandUp');
export const wrestles = flag('wrestle');
export const wallThrowBonus = total('wallThrowBonus');
export const rerollsPortal = flag('rerollsPortal');
export const keepsBall = flag('keepsBall');
export const canStab = flag('stabs');
export const canShadow = flag('shadows');
export const blocksFromProne = flag('blocksFromProne');
export const canDumpOff = flag('dumpsOff');
export const isTrickster = flag('tricks');
export const canKickTeamMate = flag('kicksTeamMate');
export const standsFirm = flag('standFirm');
export const blitzStBonus = total('blitzStBonus');
export const hasClaws = flag('claws');
export const isJuggernaut = flag('juggernaut');
export const grabs = flag('grab');
export const fends = flag('fend');
export const stripsBall = flag('stripsBall');
export const resistsStrip = flag('resistsStrip');
export const isBrawler = flag('brawler');
export const guards = flag('guard');
export const isDefensive = flag('defensive');
export const hasFoulAppearance = flag('foulAppearance');
export const canVomit = flag('vomits');
/** A '+X' skill: its written parameter ('dirtyPlayer:2' is +2) or the hook's default. */
function plusValue(id: SumKey & string): (p: Player) => number {
  const byDefault = total(id);
  return (p) => {
    const v = skillParam(p, id);
    return v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : byDefault(p);
  };
}
export const dirtyPlayer = plusValue('dirtyPlayer');
export const regenerates = flag('regenerates');
export const casualtyAgainst = total('casualtyAgainst');
export const hasIronHardSkin = flag('ironHardSkin');
export const isSneakyGit = flag('sneakyGit');
export const keepsBallOnFumble = flag('safePass');
export const passIgnoresMarking = flag('passIgnoresMarking');
export const isDisturbing = flag('disturbing');
export const throwTeamMateBonus = total('throwTeamMateBonus');
export const quickShortPassBonus = total('quickShortPassBonus');
export const movesOnAfterQuickPass = flag('runningPass');
export const movesOnAfterHandOff = flag('giveAndGo');
export const hasNoHands = flag('noHands');
export const isAlwaysHungry = flag('alwaysHungry');
export const isOnTheBall = flag('onTheBall');
export const isPortalPasser = flag('portalPasser');
export const isBombardier = flag('throwsBombs');

export const extraRushes = total('extraRushes');
export const rushModifier = total('rushModifier');
export const canLeap = flag('leaps');
export const hasTail = flag('tail');
export const timber = flag('timber');
export const canGaze = flag('gazes');
export const hitsAndRuns = flag('hitAndRun');
export const picksUp = flag('pickMeUp');

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
  const pr = profileOf(p);
  for (let i = 0; i < pr.hooks.length; i++) {
    if (pr.hooks[i].breakTackle) return { skill: pr.skills[i], bonus: p.st >= 5 ? 2 : 1 };
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
export function activationRollOf(p: Player): Readonly<ActivationRollOf> | null {
  const pr = profileOf(p);
  if (pr.roll === undefined) pr.roll = firstActivationRoll(pr);
  return pr.roll;
}

function firstActivationRoll(pr: Profile): Readonly<ActivationRollOf> | null {
  for (let k = 0; k < pr.hooks.length; k++) {
    const r = pr.hooks[k].activationRoll;
    if (!r) continue;
    const s = pr.skills[k];
    const i = s.indexOf(':');
    const param = i < 0 ? Number.NaN : Number.parseInt(s.slice(i + 1), 10);
    // Bloodlust with no number written reads as Bloodlust (2+), the commonest value.
    const needs = r.target === 'param' ? (Number.isFinite(param) ? param : 2) : r.target;
    return Object.freeze({ ...r, skill: s, needs });
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
