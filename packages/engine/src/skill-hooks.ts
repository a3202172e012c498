/**
 * The skills and traits as data: the hooks each one sets (skills.ts asks the questions the rules
 * put, from these).
 */
import type { TestKind } from './frames.ts';

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
