/**
 * The one copy of a game, field by field: a coach's view starts from it (game.ts's `view` then
 * removes what the coach may not see; a view never holds the dice generator's state, not even for
 * a moment), and `clone` is it with the dice copied. A bot is shown a view at nearly every
 * decision and the search bot clones at every playout: copying the players with an object spread
 * was the slowest part of a bot game (a fifth of a scripted game's time) while their optional
 * fields (Take Root, a casualty, injuries) came and went and gave them many shapes. A copied
 * player has every field, unset ones undefined, as the game's players now do (setup.ts
 * UNSET_FIELDS), and shares a frozen copy of its skill list.
 */
import type { DiceState } from './dice.ts';
import { copyDice, copyPlain, frozenOptions, type Game, type Player, type TurnState } from './state.ts';

/**
 * Every field of a player: a field added to `Player` fails to compile here until `copyPlayer`
 * copies it too (the view test copies a player with every field set).
 */
export const PLAYER_FIELDS = {
  id: true,
  team: true,
  number: true,
  name: true,
  position: true,
  ma: true,
  st: true,
  ag: true,
  pa: true,
  av: true,
  skills: true,
  status: true,
  sq: true,
  lostTackleZone: true,
  activated: true,
  stunnedAtTurnStart: true,
  teleportsThisTurn: true,
  usedThisTurn: true,
  rooted: true,
  furious: true,
  casualty: true,
  casualtyBy: true,
  injuries: true,
  skillsLost: true,
} as const satisfies Record<keyof Player, true>;

/** An independent copy of a player: its lists copied, every other field a plain value. */
export function copyPlayer(p: Player): Player {
  return {
    id: p.id,
    team: p.team,
    number: p.number,
    name: p.name,
    position: p.position,
    ma: p.ma,
    st: p.st,
    ag: p.ag,
    pa: p.pa,
    av: p.av,
    skills: viewSkills(p.skills),
    status: p.status,
    sq: p.sq,
    lostTackleZone: p.lostTackleZone,
    activated: p.activated,
    teleportsThisTurn: p.teleportsThisTurn,
    usedThisTurn: p.usedThisTurn.slice(),
    // Optional fields always present (unset ones undefined, which JSON leaves out), in the order
    // of setup.ts UNSET_FIELDS: every copy has the game's players' one shape.
    stunnedAtTurnStart: p.stunnedAtTurnStart,
    rooted: p.rooted,
    furious: p.furious,
    casualty: p.casualty,
    casualtyBy: p.casualtyBy,
    injuries: p.injuries,
    skillsLost: p.skillsLost,
  };
}

/**
 * A view's skill list: one frozen copy per list of the game's, shared by every view made from it.
 * A list is never changed in a game (a player who loses its skills gets `skillsLost`), and the
 * same list object lets the engine's skill questions on a view hit their cache (skills.ts).
 */
const VIEW_SKILLS = new WeakMap<readonly string[], string[]>();

function viewSkills(list: readonly string[]): string[] {
  let copy = VIEW_SKILLS.get(list);
  if (!copy) {
    copy = Object.freeze(list.slice()) as string[];
    VIEW_SKILLS.set(list, copy);
  }
  return copy;
}

/**
 * Every field of a game, and how a view copies it: 'value' is a string or number (or frozen
 * data, shared), 'copy' a list or record copied below. A field added to `Game` fails to compile
 * here until `viewCopy` copies it too.
 */
export const GAME_FIELDS = {
  format: 'value',
  version: 'value',
  rulesetId: 'value',
  options: 'value',
  dungeonText: 'value',
  width: 'value',
  teams: 'copy',
  players: 'copy',
  occ: 'copy',
  chests: 'copy',
  portals: 'copy',
  traps: 'copy',
  ball: 'copy',
  score: 'copy',
  scored: 'value',
  openTrapdoors: 'copy',
  roomTurns: 'value',
  stoneBall: 'copy',
  turn: 'copy',
  stack: 'copy',
  dice: 'copy',
  result: 'copy',
  step: 'value',
} as const satisfies Record<keyof Game, 'value' | 'copy'>;

function copyTurn(t: TurnState): TurnState {
  const c: TurnState = { ...t, order: t.order.slice(), used: { ...t.used } };
  if (t.rushed) c.rushed = t.rushed.slice();
  return c;
}

/** An independent copy of a game for a view: with no dice generator (`view` says what it shows). */
export function viewCopy(g: Game): Game {
  return copyGame(g, { kind: 'scripted', rolls: [], pos: 0 });
}

/**
 * An independent copy of a game: nothing the copy's holder changes reaches the original, and
 * nothing changed in the original reaches the copy. What the engine never changes in place (the
 * rule options, skill lists, a dice script) is frozen and shared rather than copied, so a copy
 * stays cheap for the search bot's playouts; an attempt to change it throws.
 */
export function cloneState(g: Game): Game {
  return copyGame(g, copyDice(g.dice));
}

function copyGame(g: Game, dice: DiceState): Game {
  const v: Game = {
    format: g.format,
    version: g.version,
    rulesetId: g.rulesetId,
    options: frozenOptions(g.options),
    dungeonText: g.dungeonText,
    width: g.width,
    teams: g.teams.map((t) => ({ ...t })),
    players: g.players.map(copyPlayer),
    occ: g.occ.slice(),
    chests: g.chests.map((c) => ({ ...c })),
    portals: g.portals.map((p) => ({ ...p })),
    traps: g.traps.map((t) => ({ ...t })),
    ball: { ...g.ball },
    score: g.score.slice(),
    turn: copyTurn(g.turn),
    stack: g.stack.map(copyPlain),
    dice,
    result: g.result ? copyPlain(g.result) : null,
    step: g.step,
  };
  if (g.scored !== undefined) v.scored = g.scored;
  if (g.openTrapdoors) v.openTrapdoors = g.openTrapdoors.slice();
  if (g.roomTurns !== undefined) v.roomTurns = g.roomTurns;
  if (g.stoneBall) v.stoneBall = { ...g.stoneBall };
  return v;
}
