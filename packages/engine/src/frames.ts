/**
 * The decision stack. Each frame is a tagged plain object: one step of a procedure that may wait
 * for a coach's decision (activation → move → dodge → re-roll?; block → dice → choose face →
 * push → follow up → armour → injury). The top frame is the one being resolved. A child frame
 * hands its result to the frame below it through that frame's `res` field.
 */
import type { ActionKind } from './actions.ts';

export interface TestResult {
  ok: boolean;
  roll: number;
  total: number;
}

export type TestKind =
  | 'dodge'
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
  | 'kickTeamMate';

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
  phase: 'placementRoll' | 'chests' | 'portals' | 'hideBall' | 'endZones' | 'firstTurn' | 'deploy' | 'start';
  /** Teams in placement order (highest roller first). */
  placeOrder: number[];
  /** The coaches place chests / portals (false when the map fixes them). */
  placeChests: boolean;
  placePortals: boolean;
  placed: number;
  /** Teams in end-zone choice order. */
  zoneOrder: number[];
  zoneIndex: number;
  deployIndex: number;
  deployed: number;
}

export interface TurnFrame {
  t: 'turn';
  phase: 'start' | 'main' | 'end';
}

export interface ActivationFrame {
  t: 'activation';
  player: number;
  action: ActionKind;
  /** Nominated target of a blitz or foul. */
  target: number;
  phase: 'start' | 'standUp' | 'boneHead' | 'act' | 'done';
  /** Squares of MA used, rushes included. */
  moved: number;
  rushes: number;
  jumped: boolean;
  /** The block of a blitz, the pass, the hand-off or the foul has been made. */
  acted: boolean;
  /** The action may not continue (a failed stand-up, Bone Head, a turnover). */
  ended: boolean;
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
  defenderDown: boolean;
  attackerDown: boolean;
  /** Frenzy's second block. */
  second: boolean;
  res?: TestResult;
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
  phase: 'choose' | 'move';
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
  /** The ball bounces on a failure; interception: scatters from the square instead. */
  onFail: 'bounce' | 'scatter';
  phase: 'test' | 'done';
  res?: TestResult;
}

export interface PassFrame {
  t: 'pass';
  passer: number;
  target: number;
  phase: 'accuracy' | 'accuracyDone' | 'interference' | 'interferenceTest' | 'intercept' | 'land' | 'after';
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
  phase: 'accuracy' | 'accuracyDone' | 'interference' | 'interferenceTest' | 'intercept' | 'travel' | 'after';
  quality: 'accurate' | 'inaccurate' | 'fumble' | '';
  /** Teams still to be asked about interference, in turn order. */
  askTeams: number[];
  interferer: number;
  res?: TestResult;
}

export interface HandOffFrame {
  t: 'handOff';
  from: number;
  to: number;
  phase: 'catch' | 'after';
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

export interface ThrowTeamMateFrame {
  t: 'throwTeamMate';
  thrower: number;
  thrown: number;
  target: number;
  phase: 'quality' | 'qualityDone' | 'flight' | 'landing' | 'landingDone' | 'after';
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
}

/** Stab (rules/stab.ts): an unmodified armour roll instead of a block. */
export interface StabFrame {
  t: 'stab';
  attacker: number;
  defender: number;
  /** Made in a Blitz: costs a square of MA like the block it replaces. */
  blitz: boolean;
  phase: 'footing' | 'stab';
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

export type Frame =
  | TestFrame
  | PregameFrame
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
  | ThrowTeamMateFrame
  | ChestFrame
  | StabFrame
  | ShadowFrame
  | DumpOffFrame
  | TricksterFrame;

export type FrameType = Frame['t'];
