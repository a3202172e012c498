/**
 * The decision stack. Each frame is a tagged plain object: one step of a procedure that may wait
 * for a coach's decision (activation → move → dodge → re-roll?; block → dice → choose face →
 * push → follow up → armour → injury). The top frame is the one being resolved. A child frame
 * hands its result to the frame below it through that frame's `res` field.
 */
import type { ActionKind } from './actions.ts';
import type { SpellId } from './data/spells.ts';
import type { ClimbFrame, DriveFrame, HazardFrame } from './frames-brawl.ts';
import type { MarkerFrame, PitFrame, StartWarpsFrame, ThirdPartyAssistFrame } from './frames-dungeonbrawl.ts';
import type { Entry } from './rulesets/types.ts';

export type {
  ClimbFrame,
  DriveFrame,
  HazardFrame,
  MarkerFrame,
  PitFrame,
  StartWarpsFrame,
  ThirdPartyAssistFrame,
};

export interface TestResult {
  ok: boolean;
  roll: number;
  total: number;
}

export type TestKind =
  | 'dodge'
  /** Foul Appearance: the D6 an opponent rolls before blocking it (rules/foul-appearance.ts). */
  | 'foulAppearance'
  /** Projectile Vomit: D6, 2+ hits the target (rules/projectile-vomit.ts). */
  | 'projectileVomit'
  | 'rush'
  | 'jump'
  | 'pickUp'
  | 'catch'
  | 'pass'
  | 'interference'
  | 'landing'
  | 'standUp'
  | 'boneHead'
  | 'throwTeamMate'
  | 'dauntless'
  /** Jump Up: a prone player standing up to block (AG +1). */
  | 'jumpUp'
  /** Shadowing: D6 + own MA - the mover's MA, 6 or more. */
  | 'shadowing'
  /** Kick Team-mate: the kicker's PA test (rules/kick-team-mate.ts). */
  | 'kickTeamMate'
  /** Animosity: D6, a 1 refuses the hand-off or pass (rules/animosity.ts). */
  | 'animosity'
  /** Always Hungry: the thrower's D6 (a 1 tries to eat), then the thrown player's escape D6. */
  | 'alwaysHungry'
  | 'escape'
  /** Rolls straight after declaring an action (rules/activation-rolls.ts). */
  | 'reallyStupid'
  | 'unchannelledFury'
  | 'animalSavagery'
  | 'bloodlust'
  | 'takeRoot'
  /** Hypnotic Gaze: the gazer's AG test (rules/gaze.ts). */
  | 'hypnoticGaze'
  /** [000] Escaping a pit: AG, +1 without the ball (rulesets/dungeonbrawl-pits.ts). */
  | 'pitEscape';

export interface TestFrame {
  t: 'test';
  test: TestKind;
  player: number;
  /** Success when the die plus the modifier reaches this number. */
  target: number;
  modifier: number;
  /** A natural 1 fails and a natural 6 succeeds (AG and PA tests). */
  naturals: boolean;
  rerolled: boolean;
  /** Waiting for the coach to take or refuse a team re-roll. */
  offer: boolean;
  last: TestResult | null;
  /** No skill re-roll may be used (Dodge against Tackle). */
  noSkill: boolean;
  /** No team re-roll may be used. */
  noTeam: boolean;
}

export interface PregameFrame {
  t: 'pregame';
  phase:
    | 'placementRoll'
    | 'chests'
    | 'portals'
    | 'hideBall'
    | 'endZones'
    | 'traps'
    | 'firstTurn'
    | 'deploy'
    | 'start';
  /** Teams in placement order (highest roller first). */
  placeOrder: number[];
  /** The coaches place chests / portals (false when the map fixes them). */
  placeChests: boolean;
  placePortals: boolean;
  placed: number;
  /** Teams in end-zone choice order. */
  zoneOrder: number[];
  zoneIndex: number;
  /** Face-down trap counters ([003]): the coach placing now (index in placeOrder) and how many so far. */
  trapIndex?: number;
  trapsPlaced?: number;
  deployIndex: number;
  deployed: number;
}

export interface TurnFrame {
  t: 'turn';
  phase: 'start' | 'main' | 'end';
  /** The end-of-turn spells (Fireball) have been offered: the turn may end. */
  spellsAsked?: boolean;
}

export interface ActivationFrame {
  t: 'activation';
  player: number;
  action: ActionKind;
  /** Nominated target of a blitz or foul. */
  target: number;
  /** 'rolled': back from the roll made straight after declaring (rules/activation-rolls.ts). */
  phase: 'start' | 'standUp' | 'rolled' | 'act' | 'done';
  /** Squares of MA used, rushes included. */
  moved: number;
  rushes: number;
  jumped: boolean;
  /** The block of a blitz, the pass, the hand-off or the foul has been made. */
  acted: boolean;
  /** The action may not continue (a failed stand-up, Bone Head, a turnover). */
  ended: boolean;
  /** Running Pass / Give and Go: the player may move on after its pass or hand-off. */
  moveOn?: boolean;
  /** Hit and Run: a block has just been made; the free move is offered until the next choice. */
  hitAndRun?: boolean;
  /** Bloodlust failed: must bite a Thrall at the end of the activation (rules/bloodlust.ts). */
  thirsty?: boolean;
  res?: TestResult;
}

export interface StepFrame {
  t: 'step';
  player: number;
  from: number;
  to: number;
  jump: boolean;
  /** The square jumped over, for the jump modifiers. */
  over: number;
  needRush: boolean;
  /** Rush rolls still to make before entering (a jump with no MA left needs two). */
  rushesLeft?: number;
  phase: 'rush' | 'rushDone' | 'enter' | 'dodge' | 'dodgeDone' | 'arrive' | 'pickUp' | 'pickUpDone' | 'fall';
  res?: TestResult;
}

export interface BlockFrame {
  t: 'block';
  attacker: number;
  defender: number;
  blitz: boolean;
  phase:
    | 'footing'
    | 'dauntless'
    | 'roll'
    | 'reroll'
    | 'choose'
    | 'resolve'
    | 'push'
    | 'followUp'
    /** Juggernaut: the blitzer's coach may turn Both Down into a Push Back. */
    | 'juggernaut'
    /** Both Down or Stumble: the coaches answer Wrestle, Block and Dodge (block-skills.ts). */
    | 'skills'
    | 'down'
    | 'after';
  dice: number;
  /** Team whose coach picks the face. */
  chooser: number;
  faces: string[];
  rerolled: boolean;
  face: string;
  attackerSt: number;
  defenderSt: number;
  /** Squares the push chain moved each player from and to, in chain order. */
  pushes: { player: number; from: number; to: number }[];
  /** The defender ends in the wall case: stays put. */
  wallPush: boolean;
  /** The player pushed into the wall: the defender, or the last player of a chain push. */
  wallPlayer?: number;
  /**
   * [002]: the defender knocked down straight into a wall, as by a Mighty Blow (its armour and
   * injury modifiers for the knock-down, set by the ruleset's wallPush).
   */
  wallBlow?: { armour: number; either: number; injury: number };
  defenderDown: boolean;
  attackerDown: boolean;
  /** Frenzy's second block. */
  second: boolean;
  /** Foul Appearance's D6 has been rolled for this block (rules/foul-appearance.ts). */
  appearance?: boolean;
  /** The player who refused the push with Stand Firm (the target, or one it chain-pushed). */
  stoodFirm?: number;
  /** Juggernaut's choice on Both Down has been offered. */
  juggernautAsked?: boolean;
  /** The coaches' answers on this face, keyed 'skill:player' (true: used). */
  answers?: Record<string, boolean>;
  /** Strip Ball: the pushed-back target drops the ball in the square it ends in. */
  strip?: boolean;
  res?: TestResult;
  /** [000]: the third-party players who chose to assist each side (set once they were asked). */
  thirdParty?: { attacker: number[]; defender: number[] };
}

export interface PushFrame {
  t: 'push';
  /** The player doing the pushing and the one pushed. */
  pusher: number;
  pushed: number;
  /** The team whose coach chooses the square. */
  chooser: number;
  options: number[];
  /** Options are occupied squares: a chain push. */
  chain: boolean;
  /** Is this the first push of a block (the block frame records the wall case). */
  first: boolean;
  pow: boolean;
  /** 'standFirm': the pushed player's coach may refuse the push; 'held': it did. */
  phase: 'standFirm' | 'choose' | 'move' | 'held';
}

/** 'pass': the ball arrives from a pass or a throw (caught, or it bounces once). */
export type BallMove = 'bounce' | 'scatter' | 'deviate' | 'throwIn' | 'pass';

export interface BallFrame {
  t: 'ball';
  kind: BallMove;
  from: number;
  /** Moves left for a scatter. */
  left: number;
  /** The catch modifier when it lands on a player (-1 after a bounce, scatter or deviation). */
  catchMod: number;
  phase: 'move' | 'land' | 'catchDone';
  catcher: number;
  res?: TestResult;
}

export interface CatchFrame {
  t: 'catch';
  player: number;
  modifier: number;
  /**
   * The ball bounces on a failure; interception: scatters from the square instead; 'flyOn': a
   * [002] bounce pass goes on to the next player it passed over (rules/wall-throw.ts).
   */
  onFail: 'bounce' | 'scatter' | 'flyOn';
  phase: 'test' | 'done';
  res?: TestResult;
}

export interface PassFrame {
  t: 'pass';
  passer: number;
  target: number;
  /** 'declared': Animosity and On the Ball come first (rules/pass.ts passFrame). */
  phase:
    | 'declared'
    | 'animosityDone'
    | 'accuracy'
    | 'accuracyDone'
    | 'interference'
    | 'interferenceTest'
    | 'intercept'
    | 'land'
    | 'after';
  quality: 'accurate' | 'inaccurate' | 'wild' | 'fumble' | '';
  landing: number;
  /** Teams still to be asked about interference, in turn order. */
  askTeams: number[];
  interferer: number;
  res?: TestResult;
}

/** Throwing the ball at the wall ([004]; rules/wall-throw.ts). */
export interface WallThrowFrame {
  t: 'wallThrow';
  passer: number;
  /** The wall square declared. */
  target: number;
  /** The wall square the ball hits (a neighbour of the target after a failed test). */
  wall: number;
  /** 'declared': On the Ball comes first. */
  phase:
    | 'declared'
    | 'accuracy'
    | 'accuracyDone'
    | 'interference'
    | 'interferenceTest'
    | 'intercept'
    | 'travel'
    /** [002]: each player the ball passed over tries to catch it in turn. */
    | 'catches'
    | 'after';
  quality: 'accurate' | 'inaccurate' | 'fumble' | '';
  /** [002]: the players still to try, in the order the ball passed over them. */
  catchers?: number[];
  /** [002]: the square where the flight ended (the scatter comes from it). */
  end?: number;
  /** Teams still to be asked about interference, in turn order. */
  askTeams: number[];
  interferer: number;
  res?: TestResult;
}

export interface HandOffFrame {
  t: 'handOff';
  from: number;
  /** The team-mate receiving it; -1 for a hand-off into the square `sq` ([002] a teleporter). */
  to: number;
  sq?: number;
  /** 'declared': Animosity comes first (rules/hand-off.ts handOffFrame). */
  phase: 'declared' | 'animosityDone' | 'catch' | 'after';
  res?: TestResult;
}

export interface FoulFrame {
  t: 'foul';
  fouler: number;
  target: number;
  phase: 'roll' | 'argue' | 'after';
  sentOff: boolean;
}

export interface TeleportFrame {
  t: 'teleport';
  player: number;
  /** Portal number left from, or null when entering from the dugout. */
  from: number | null;
  /** Part of a Move: costs a square of MA. */
  moveCost: boolean;
  phase: 'roll' | 'after';
  dest: number;
}

/** A player entering a square with a trap counter ([003] Pit traps, rulesets/pit-traps.ts). */
export interface TrapFrame {
  t: 'trap';
  player: number;
  sq: number;
  /** How the player came into the square: a step or a jump goes on to a pick-up after a fake. */
  how: Entry;
  /** Down already on arriving (knocked down by the block that pushed it, or fallen): "knocked into" it. */
  knockedIn: boolean;
}

export interface ThrowTeamMateFrame {
  t: 'throwTeamMate';
  thrower: number;
  thrown: number;
  target: number;
  /** 'hungryDone' / 'escapeDone': Always Hungry, before the quality test. */
  phase:
    | 'quality'
    | 'hungryDone'
    | 'escapeDone'
    | 'qualityDone'
    | 'flight'
    | 'landing'
    | 'landingDone'
    | 'after';
  quality: 'superb' | 'subpar' | 'terrible' | 'fumble' | '';
  landing: number;
  crash: boolean;
  /** The flight ended against a wall: +1 to the armour roll. */
  wall: boolean;
  /** A Kick Team-mate action (rules/kick-team-mate.ts): a fumble is resolved differently. */
  kick?: boolean;
  res?: TestResult;
}

export interface ChestFrame {
  t: 'chest';
  player: number;
  sq: number;
  phase: 'open' | 'after';
  /**
   * [002]: the player moved onto the chest of its own will, standing (so it must try to pick up
   * the ball it finds); false when pushed, knocked or scattered in.
   */
  voluntary?: boolean;
}

/** Stab (rules/stab.ts): an unmodified armour roll instead of a block. */
export interface StabFrame {
  t: 'stab';
  attacker: number;
  defender: number;
  /** Made in a Blitz: costs a square of MA like the block it replaces. */
  blitz: boolean;
  phase: 'footing' | 'stab';
  /** Foul Appearance's D6 has been rolled (rules/foul-appearance.ts). */
  appearance?: boolean;
  res?: TestResult;
}

/** Shadowing (rules/shadowing.ts): after a step out of its tackle zone, may follow the mover. */
export interface ShadowFrame {
  t: 'shadow';
  mover: number;
  /** The square the mover left. */
  from: number;
  /** Players who may try, in the order their coaches are asked (team turn order). */
  candidates: number[];
  shadower: number;
  phase: 'ask' | 'roll' | 'move';
  res?: TestResult;
}

/** Dump-off (rules/dump-off.ts): a block's target holding the ball may first make a Quick pass. */
export interface DumpOffFrame {
  t: 'dumpOff';
  attacker: number;
  defender: number;
  phase: 'ask' | 'target' | 'pass';
  /** The square the Quick pass is aimed at. */
  to: number;
}

/** Trickster (rules/trickster.ts): a block's target may first move to another square by the attacker. */
export interface TricksterFrame {
  t: 'trickster';
  attacker: number;
  defender: number;
  /** 'score': waits under the block to check a touchdown once the block is resolved. */
  phase: 'ask' | 'place' | 'move' | 'score';
  to: number;
}

/** On the Ball (rules/on-the-ball.ts): before a pass's accuracy test, an opponent may move 3 squares. */
export interface OnTheBallFrame {
  t: 'onTheBall';
  passer: number;
  /** Opposing teams still to be asked, in turn order. */
  askTeams: number[];
  mover: number;
  /** Squares moved so far (at most 3). */
  moved: number;
  phase: 'ask' | 'move' | 'done';
}

/** A Bombardier's bomb in flight (rules/bomb.ts); it never stays in play, so it lives only here. */
export interface BombFrame {
  t: 'bomb';
  /** Who throws it now (a player who caught it throws it on). */
  thrower: number;
  target: number;
  phase:
    | 'target'
    | 'accuracy'
    | 'accuracyDone'
    | 'interference'
    | 'interferenceTest'
    | 'intercept'
    | 'land'
    | 'caught';
  quality: 'accurate' | 'inaccurate' | 'wild' | 'fumble' | '';
  landing: number;
  askTeams: number[];
  interferer: number;
  /** The player trying to catch it. */
  catcher: number;
  res?: TestResult;
}

/** Portal Passer (rules/portal-passer.ts): after a teleport, may the Move become a Pass? */
export interface PortalPasserFrame {
  t: 'portalPasser';
  player: number;
}

/** A trait rolled for straight after declaring an action (rules/activation-rolls.ts). */
export interface ActivationRollFrame {
  t: 'activationRoll';
  player: number;
  /** 'lashOut': Animal Savagery waits for its coach to pick a team-mate; 'switch': Bloodlust's Move. */
  phase: 'roll' | 'result' | 'lashOut' | 'switch';
  res?: TestResult;
}

/** Bloodlust: the bite at the end of the activation (rules/bloodlust.ts). */
export interface BiteFrame {
  t: 'bite';
  player: number;
}

/** Hypnotic Gaze (rules/gaze.ts). */
export interface GazeFrame {
  t: 'gaze';
  player: number;
  target: number;
  phase: 'roll' | 'done';
  res?: TestResult;
}

/** A College Wizard's spell offered at its moment (rules/spells/). */
export interface SpellFrame {
  t: 'spell';
  moment: 'turnStart' | 'turnEnd' | 'activation';
  /** Teams still to be asked, in turn order from the active team: the first is asked now. */
  teams: number[];
  /** 'activation': the player who has just declared its action. */
  player: number;
  /**
   * 'ask': the first team's coach casts or not; 'resolve' / 'pick': its spell goes on (Chain
   * Lightning's jumps); 'done': cast, and what it set off (a loose ball) is resolved.
   */
  phase: 'ask' | 'resolve' | 'pick' | 'done';
  /** The spell being resolved past its cast ('resolve' and 'pick'), '' before. */
  casting: SpellId | '';
  /** Chain Lightning: the players hit so far, and the square the lightning jumps from. */
  hit: number[];
  from: number;
}

export type Frame =
  | SpellFrame
  | ActivationRollFrame
  | BiteFrame
  | GazeFrame
  | BombFrame
  | OnTheBallFrame
  | PortalPasserFrame
  | TestFrame
  | PregameFrame
  | DriveFrame
  | TurnFrame
  | ActivationFrame
  | StepFrame
  | BlockFrame
  | PushFrame
  | BallFrame
  | CatchFrame
  | PassFrame
  | WallThrowFrame
  | HandOffFrame
  | FoulFrame
  | TeleportFrame
  | TrapFrame
  | ThrowTeamMateFrame
  | ChestFrame
  | StabFrame
  | ShadowFrame
  | DumpOffFrame
  | TricksterFrame
  | VomitFrame
  | HazardFrame
  | ClimbFrame
  | StartWarpsFrame
  | ThirdPartyAssistFrame
  | MarkerFrame
  | PitFrame;

export type FrameType = Frame['t'];

/** Projectile Vomit (rules/projectile-vomit.ts): a D6 and an unmodified armour roll instead of a block. */
export interface VomitFrame {
  t: 'vomit';
  attacker: number;
  defender: number;
  /** Made in a Blitz: costs a square of MA like the block it replaces. */
  blitz: boolean;
  phase: 'footing' | 'roll' | 'hit';
  appearance?: boolean;
  res?: TestResult;
}
