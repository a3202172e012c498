/**
 * What a ruleset is: a module of options (with defaults a game may change), constants and hooks,
 * registered by id (rulesets/registry.ts) and resolved into the context once per resolution
 * (`ctx.rules`). Core rule code calls these hooks and never compares ruleset ids; the state names
 * only the id. The differences between the seed documents (rules.md section 5) are the hooks.
 *
 * The hooks, and what Dungeon Bowl 2021 (the first module) does in each:
 *   blocks(ctx, sq, mover)     does something besides a wall stop this player (none: the ball)? (an unopened chest)
 *   features                   what a square does to a player or ball that enters it (portals)
 *   wallPush(ctx, f, p)        a player pushed into a wall (D6: 4+ falls over; POW always)
 *   mishap(ctx, p, from)       a teleport that rolled its own portal (removed from the game)
 *   repeatTeleport(ctx, p)     a second teleport in one team turn (an injury roll)
 *   chestActions(ctx, f, p)    the chests a player may open now (end of a Move, adjacent, unmarked)
 *   openChest(ctx, f, p, sq)   declaring the opening (ends the activation)
 *   chestFound(ctx, p, sq)     the ball in the chest (the opener takes it)
 *   explode(ctx, p, sq)        an empty chest (the opener and all next to it knocked down)
 *   chestOpeningCost           squares of movement opening a chest takes (0: it ends the Move)
 *   regeneratedTo              where a regenerated player goes ('reserve')
 *   notSentOff(ctx, p)         a 6 when arguing the call (teleported back into the dungeon)
 *   entryActions(ctx, team)    bringing players in and the sponge this turn (each once a turn)
 *   enterFromReserves(ctx, a)  a player brought in (a portal roll; it may not act this turn)
 *   teleportCostsRush          with no MA left, the square a teleport costs is a rush (true)
 *   passBands(ctx, p)          the pass bands a player may throw (the options' passBands: Q and S)
 *   ballIntoWall               a ball moving into a wall: 'ricochet' (the template) or 'rescatter'
 *   wizards                    may a team hire a College Wizard? (true)
 *   maxExtraTraps              trap counters a team may buy (0)
 *   chestSquares(ctx) / portalSquares(ctx)   where the pre-game may place the next one
 *   placingTeam(order, placed, what)         who places the next chest or portal
 *   endZoneOrder(ctx, teams)   who chooses an end zone first (a coin toss)
 *   endZonesFirst              end zones chosen before chests and portals are placed, the same roll
 *                              ordering the placing (false: placed first, then a coin toss for ends)
 *   wallThrows                 may a ball be thrown at a wall to bounce off it? (true)
 *   trapCounters(g, team)      face-down trap counters a coach places in the pre-game (none)
 *   trapSquares(ctx, team)     where they may go
 *   hide(view, team)           what a coach may not see (the ball's chest; face-down traps of others)
 *   touchdown(ctx, p)          a touchdown scored (the game ends, the scorer's team wins)
 *   timeUp(ctx)                the turn limit or the clock keeper ends the game (the ball's distance)
 *   firstTurnOrder(ctx, teams) who takes the first turn, first (a coin toss)
 *   firstTurnSetsUpLast        the team with the first turn deploys last (false: first)
 *   scoresInPassages           only the scoring passages score; the rest of the end zone is where
 *                              the team sets up (false: the whole end zone scores)
 *   beforeDecision(ctx)        between any two decisions ([002]: a Secret Weapon in the KO box is
 *                              sent off; a team with nobody left loses; nothing)
 *   sentOffOnlyOnInjuryDoubles a foul's double on the armour roll sends nobody off (false)
 *   resetDungeon(ctx)          what goes back as drawn after a touchdown, besides the chests
 *                              ([002]: trapdoors, the rotating room, the stone ball; nothing)
 *   unusedOptions              rule options the ruleset does not play (none)
 *   teleportArrival(ctx, p, pad, from)  a teleported player on its destination pad (none: it stays
 *                              there and the pad's square acts; [002] scatters it off)
 *   handOffSquares(ctx, p)     empty squares a Hand-off may put the ball into, offered as `pass`
 *                              actions (none; [002]: an adjacent teleporter)
 *   passLost(ctx, passer, landing)  a pass in flight taken by the dungeon: the square the ball
 *                              comes down on instead (none; [002]: a teleporter under the ruler, D6 1)
 *   wallThrowDice              D6s summed for the squares a wall throw flies (1; [002]: 2)
 *   wallThrowCatches           'first': the first player the ball reaches must try, a failure
 *                              bounces; 'all' ([002]): each player passed over tries in turn;
 *                              'landing' ([000]): it flies over everyone and only a player where
 *                              it lands may try, else it scatters
 *   teleportEndsFrenzy         a Frenzy target or blocker a teleporter took away during the block
 *                              is not blocked again, even if it lands adjacent (false)
 *   pushInto(ctx, sq, p)       a blocked square a push may still send a player into, as a free
 *                              one ([002]: lava and chasm; none)
 *   declarations(ctx, team, a) the team turn's declarations, filtered ([002]: a player in a pit
 *                              may only try to climb out; all)
 *   climbOut(ctx, f)           a prone player's activation starts with climbing out instead of
 *                              standing up: true if it did ([002] pits; never)
 *   climbsOut(ctx, p)          the player's activation would be that climb, so it moves nowhere
 *                              (odds.ts `reachable`; [002]: in a pit; never)
 *   mayLeapOver(ctx, p, over)  a Leap over a square that blocks ([002]: from a leap line over the
 *                              chasm or lava; never)
 *   jumpModifier(ctx, p, from, to)  added to a jump test ([002]: the round's leap modifier; 0)
 *   jumpFallsInto(ctx, p, from, to) the hazard a failed jump falls into, Badly Hurt ([002]: a
 *                              failed Leap over the chasm or lava; none)
 *   throwFlight(ctx, f)        a thrown player's flight: true if the ruleset landed it ([002]:
 *                              in a wall, back towards the thrower; over lava, rescued; never)
 *   turnStart(ctx)             the dungeon moves at the start of each team turn, before any
 *                              declaration or spell ([002]'s rotating room and stone ball; none)
 *   assistsRoundCorners        assists count diagonally between two walls' corners (false)
 *   wallAt(ctx, sq)            a wall the dungeon has moved onto a square of floor, for passes,
 *                              wall throws and assists ([002]'s rotating room's walls; none)
 *   teamCount                  teams a game may have (2 to 16; [000]: 4 to 16)
 *   teamProblems(team, at)     what is wrong with one team for this ruleset ([000]: 4 players, at
 *                              most one Big Guy or Star Player; nothing)
 *   sharedEndZones             every end zone scores for every team and nobody chooses one ([000];
 *                              false: each team's end zone is the others' target)
 *   deploySquares(ctx, team, deployed)  where the next player of the team may set up (its end
 *                              zone; [000]: the central room, next to a team-mate, away from rivals)
 *   turnOrderByRollOff         the roll-off that orders the pre-game orders every turn too ([000];
 *                              false: turns go round the table from the first team)
 *   turnoverEndsActivation     a turnover ends only the acting player's action ([000]; false: the
 *                              team turn)
 *   blitzesPerTurn             Blitz actions a team may declare in a turn (1; [000]: no limit, null)
 *   rushTeamRerolls            a failed Go For It may be re-rolled with a team re-roll (true;
 *                              [000]: false)
 *   diagonalBlocked(ctx, p, from, to)  a diagonal move of the player's own will (a step, a jump's
 *                              leg, a follow-up) refused ([000]: around a corner, a trap the
 *                              coach knows of or an obstacle; never)
 *   wallThrowDicePerBand       a wall throw flies wallThrowDice D6s per range band of the wall
 *                              square aimed at: quick 1, short 2, long 3, bomb 4 ([000]; false)
 *   portalDieZero              the portal die's highest face names portal 0 ([000]: the D10's
 *                              "10" is teleporter 0; false: every face is its own number)
 *   applyInjury(ctx, p, result, cause) what an injury roll's result does, in place of the KO and
 *                              casualty boxes ([000]'s injury ladder; the core's boxes)
 *   beforeBlockStrength(ctx, f) before a block's strengths are counted: may push a frame and
 *                              return true to wait for it ([000]: asks third parties to assist; none)
 *   otherAssists(ctx, f)       assists besides the two teams' own, [for the attacker, for the
 *                              defender] ([000]'s third-party assists; none)
 *   trapMarkers(g, team)       the markers, by kind, the coach has still to place: it names the kind
 *                              of each as it places it, and trapSquares gets that kind ([000]; none:
 *                              [003]'s counters have no kind until rolled for)
 *   trapsInSight               face-down trap counters lie in everyone's sight: their squares are
 *                              public, only their kind is secret ([000]; false: the squares too)
 *   leapsTraps                 any player may leap over a trap counter its coach knows of ([003]
 *                              Pit traps; true when unset; [000]: false)
 *   passAccuracy(ctx, f)       the ruleset's own roll instead of the accuracy test: true if it made
 *                              it ([000]: a pass from a pit, a D6; never)
 *   activationActions(ctx, f, p, actions)  an activation's moves, filtered and added to ([000]: a
 *                              player in a pit escapes before stepping out, and may pick up the
 *                              ball beneath it; as listed)
 *   activationAct(ctx, f, p, a) one of those added moves taken: true if the ruleset took it
 *   heldInSquare(ctx, p)       the player may not leave its square of its own will by a follow-up
 *                              ([000]: standing in a pit it has not escaped; never)
 *   ballStaysBeneath(ctx, sq)  a ball dropped on this square by a carrier going down or out lies
 *                              there and does not bounce ([000]: a revealed pit; never)
 *   squadSize                  players a team brings, all of them set up ([000]: 4; none: a whole
 *                              team of 11 to 16, of which deployCount set up)
 *   applyCasualty(ctx, p, casualty, cause)  a casualty result reached without an injury roll (Always
 *                              Hungry's eaten team-mate: 'dead'), in place of the casualty box
 *                              ([000]: the injury ladder's steps; the box, removed for good)
 */
import type { Action } from '../actions.ts';
import type { Ctx } from '../core.ts';
import type { ConstructionRules } from '../data/dungeons/construction.ts';
import type { ActivationFrame, BlockFrame, Frame, PassFrame, ThrowTeamMateFrame } from '../frames.ts';
import type { Cause, InjuryResult } from '../rules/injury.ts';
import type { SetupError, TeamSetup } from '../setup.ts';
import type { Game, Player, PlayerStatus, TrapMarker } from '../state.ts';

export type PassBand = 'Q' | 'S' | 'L' | 'B';

export interface RulesetOptions {
  /** Chests placed in the pre-game when the map has none fixed. */
  chestCount: number;
  /** Portals placed in the pre-game when the map has none fixed (numbered 1..portalCount). */
  portalCount: number;
  /** Die rolled for a portal's destination. */
  portalDie: number;
  /** Players each team deploys in its end zone. */
  deployCount: number;
  /** Pass bands allowed: Dungeon Bowl 2021 allows quick (Q) and short (S) only. */
  passBands: readonly PassBand[];
  /** May a pass or a wall throw cross a wall square? [004] is silent; rules.md 5.6 assumes not. */
  passThroughWalls: boolean;
  /**
   * What finding the ball in a chest ends: the opener's activation (rules.md 6.2's reading) or
   * the whole team turn (the summary's literal "turn").
   */
  chestBallEnds: 'activation' | 'teamTurn';
  /** Landing modifiers: 'ffb' = superb 0, inaccurate -1, terrible -2, fumbled -1 (rules.md 6.2 default); 'summary' = [004]'s +1 / -1 / -1. */
  landingModifiers: 'ffb' | 'summary';
  /** Squares a ball moves after a wall ricochet (rules.md 1.5 ASSUMPTION: 1). */
  ricochetDistance: number;
  /** More than one team re-roll in a team turn (BB2020, rules.md 2.1). */
  multipleTeamRerolls: boolean;
  /** Turns each team plays before the game ends by the time-limit rule (null: play to a touchdown). */
  turnLimit: number | null;
  /** The first team may not bring a player in through a portal on its first team turn. */
  noPortalEntryOnFirstTurn: boolean;
  /**
   * When a stunned player rolls over to prone: at the end of any team turn that began with it
   * stunned ([004]'s sentence), or only at the end of its own team's turn that began with it
   * stunned (BB2020 play: it misses exactly one own team turn).
   */
  stunnedRollOver: 'anyTeamTurn' | 'ownTeamTurn';
  /**
   * The match clock, for whoever keeps time (a browser, a server, a coach at a table): minutes
   * in the match ([002]: 120), null for none. The engine has no clock: the keeper applies
   * `{ type: 'timeUp' }` when it runs out (game.ts clockActions).
   */
  matchMinutes: number | null;
  /** The turn clock ([002]: 4 minutes), null for none: its keeper applies `turnTimeExpired`. */
  turnMinutes: number | null;
  /**
   * What a chest holds ([002] Chest tokens): 'tokens', one ball hidden among them in the
   * pre-game; 'd6', a D6 at each opening, a 6 the ball (the last chest always holds it).
   */
  chestMethod: 'tokens' | 'd6';
}

/** The actions that bring a player into the dungeon during a team turn. */
export type EntryAction = Extract<Action, { type: 'enterPortal' | 'enterReserve' | 'koRush' }>;

/** How a player came into a square: the square's features may care ([004]: a push into a portal). */
export type Entry = 'step' | 'jump' | 'fall' | 'push' | 'followUp' | 'thrown' | 'shadow' | 'teleport';

/** Something on a square that acts on whoever enters it: a portal, a trap counter, a pit. */
export interface SquareFeature {
  id: string;
  /**
   * It acts before a player who entered its square is checked for a touchdown (a pit may leave
   * the scorer down); otherwise the touchdown counts first ([004]'s portals).
   */
  beforeScoring?: boolean;
  /** The frame a player entering `sq` sets off (the player is already there), or null. */
  playerEnters?(ctx: Ctx, p: Player, sq: number, how: Entry): Frame | null;
  /**
   * A loose ball landing on `sq` with nobody there to catch it: the square where it goes on from
   * (a portal sends it elsewhere), or null when the feature does nothing.
   */
  ballLands?(ctx: Ctx, sq: number): number | null;
}

/** Who places the next chest or portal in the pre-game, from the roll-off order (highest first). */
export type PlacingTeam = (order: readonly number[], placed: number, what: 'chest' | 'portal') => number;

export interface Ruleset {
  id: string;
  name: string;
  description: string;
  /**
   * Raised whenever a change makes a game under this ruleset play differently, so records name
   * the rules they were played under (record.ts).
   */
  revision: number;
  /** How a dungeon for this ruleset is built: the validator and the generator read it. */
  construction: ConstructionRules;
  /** Options a game may change (GameOptions.rules), with this ruleset's defaults. */
  defaults: RulesetOptions;
  /** `mover`: the player who would enter the square; none for the ball. */
  blocks(ctx: Ctx, sq: number, mover?: Player): boolean;
  features: readonly SquareFeature[];
  wallPush(ctx: Ctx, f: BlockFrame, p: Player): void;
  mishap(ctx: Ctx, p: Player, from: number): void;
  repeatTeleport(ctx: Ctx, p: Player): void;
  chestActions(ctx: Ctx, f: ActivationFrame, p: Player): Action[];
  openChest(ctx: Ctx, f: ActivationFrame, p: Player, sq: number): void;
  /** `voluntary`: [002]'s player who moved onto the chest standing, of its own will. */
  chestFound(ctx: Ctx, p: Player, sq: number, voluntary: boolean): void;
  explode(ctx: Ctx, p: Player, sq: number): void;
  chestOpeningCost: number;
  /**
   * How a chest is opened, in a coach's words (lower case, no full stop): clients say it where a
   * coach clicks a chest nothing can be done with. Where a square feature opens it (a player
   * stepping on it), the chest's square is floor like any other.
   */
  chestRule: string;
  regeneratedTo: PlayerStatus;
  notSentOff(ctx: Ctx, p: Player): void;
  teleportCostsRush: boolean;
  passBands(ctx: Ctx, p: Player): readonly PassBand[];
  ballIntoWall: 'ricochet' | 'rescatter';
  wizards: boolean;
  /** Most trap counters a team may buy as an inducement (0: none in this ruleset). */
  maxExtraTraps: number;
  entryActions(ctx: Ctx, team: number): Action[];
  /** An entry action of `entryActions` taken (enterPortal; [002]'s enterReserve and koRush). */
  enterFromReserves(ctx: Ctx, a: EntryAction): void;
  chestSquares(ctx: Ctx): number[];
  portalSquares(ctx: Ctx): number[];
  placingTeam: PlacingTeam;
  endZoneOrder(ctx: Ctx, teams: number[]): number[];
  endZonesFirst: boolean;
  wallThrows: boolean;
  trapCounters(g: Game, team: number): number;
  /** `marker`: the kind of the marker being placed, where the ruleset has kinds (trapMarkers). */
  trapSquares(ctx: Ctx, team: number, marker?: TrapMarker): number[];
  hide(view: Game, team: number): void;
  touchdown(ctx: Ctx, p: Player): void;
  timeUp(ctx: Ctx): void;
  /** What `timeUp` does, in a coach's words (lower case, no full stop): clients show it. */
  timeUpRule: string;
  firstTurnOrder(ctx: Ctx, teams: number[]): number[];
  firstTurnSetsUpLast: boolean;
  scoresInPassages: boolean;
  beforeDecision?(ctx: Ctx): void;
  /** The dungeon set up again after a touchdown in a match that goes on (rules/drive.ts). */
  resetDungeon?(ctx: Ctx): void;
  /** Rule options this ruleset does not play: a game may give them only at their defaults. */
  unusedOptions?: readonly (keyof RulesetOptions)[];
  /** A foul sends the fouler off only on a double on the injury roll ([002]; else armour or injury). */
  sentOffOnlyOnInjuryDoubles?: boolean;
  teleportArrival?(ctx: Ctx, p: Player, pad: number, from: number | null): void;
  teleportEndsFrenzy?: boolean;
  handOffSquares?(ctx: Ctx, p: Player): number[];
  passLost?(ctx: Ctx, passer: number, landing: number): number | null;
  wallThrowDice?: number;
  wallThrowCatches?: 'first' | 'all' | 'landing';
  pushInto?(ctx: Ctx, sq: number, p: Player): boolean;
  declarations?(ctx: Ctx, team: number, actions: Action[]): Action[];
  climbOut?(ctx: Ctx, f: ActivationFrame): boolean;
  climbsOut?(ctx: Ctx, p: Player): boolean;
  mayLeapOver?(ctx: Ctx, p: Player, over: number): boolean;
  jumpModifier?(ctx: Ctx, p: Player, from: number, to: number): number;
  jumpFallsInto?(ctx: Ctx, p: Player, from: number, to: number): string | null;
  /**
   * Called when the thrown player flies (not on a fumble): true when the ruleset has placed it
   * (or removed it) itself, false to let the core flight run (`f.landing` may be set meanwhile).
   */
  throwFlight?(ctx: Ctx, f: ThrowTeamMateFrame): boolean;
  /** May push frames (a dropped ball's bounce); they resolve before the turn's first decision. */
  turnStart?(ctx: Ctx): void;
  /** Movement asks `blocks`, which should say so too; the static walls are the map's `d.wall`. */
  wallAt?(ctx: Ctx, sq: number): boolean;
  /** A player may assist diagonally between two wall squares ([002] Corners; [004]: not through walls). */
  assistsRoundCorners?: boolean;
  teamCount?: { min: number; max: number };
  /** `at` is the team's path in the set-up (`teams[2]`). */
  teamProblems?(team: TeamSetup, at: string): SetupError[];
  sharedEndZones?: boolean;
  deploySquares?(ctx: Ctx, team: number, deployed: number): number[];
  turnOrderByRollOff?: boolean;
  turnoverEndsActivation?: boolean;
  /** null: no limit. */
  blitzesPerTurn?: number | null;
  rushTeamRerolls?: boolean;
  diagonalBlocked?(ctx: Ctx, p: Player, from: number, to: number): boolean;
  wallThrowDicePerBand?: boolean;
  portalDieZero?: boolean;
  /** Replaces the core's KO box / casualty box handling of an injury roll's result (Stunned stays the core's). */
  applyInjury?(ctx: Ctx, p: Player, result: InjuryResult, cause?: Cause): void;
  /** true: a frame was pushed; the block waits for it, then asks again. */
  beforeBlockStrength?(ctx: Ctx, f: BlockFrame): boolean;
  otherAssists?(ctx: Ctx, f: BlockFrame): [number, number];
  trapMarkers?(g: Game, team: number): TrapMarker[];
  trapsInSight?: boolean;
  leapsTraps?: boolean;
  passAccuracy?(ctx: Ctx, f: PassFrame): boolean;
  activationActions?(ctx: Ctx, f: ActivationFrame, p: Player, actions: Action[]): Action[];
  activationAct?(ctx: Ctx, f: ActivationFrame, p: Player, a: Action): boolean;
  heldInSquare?(ctx: Ctx, p: Player): boolean;
  ballStaysBeneath?(ctx: Ctx, sq: number): boolean;
  squadSize?: number;
  applyCasualty?(ctx: Ctx, p: Player, casualty: string, cause?: Cause): void;
}
