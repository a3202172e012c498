/**
 * The game log: one readable line per event. Players appear as their board tags (A07), squares
 * as (x,y) matching the board's rulers. Pure: it only reads the game for names and the width.
 */
import {
  type Game,
  type GameEvent,
  getRuleset,
  printableLine,
  type SpellId,
  spellInfo,
} from '@dungeonbowl/engine';
import { playerTag, squareName } from './board.ts';
import { BALL_VERB, DOWN_VERB, MOVE_VERB, possessive, words } from './words.ts';

type Of<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

interface Names {
  who(pi: number | undefined): string;
  at(sq: number): string;
  team(ti: number | null | undefined): string;
  /** The player whose action is under way (the last declared), if known. */
  actor?: number;
  /** A turnover ends only the acting player's action, not the team turn ([000]). */
  turnoverEndsAction: boolean;
  /** What the ruleset calls a trap counter: [000]'s face-down markers lie in sight, "trap markers". */
  trap: 'trap counter' | 'trap marker';
}

function names(g: Game, actor?: number): Names {
  const rs = getRuleset(g.rulesetId);
  return {
    actor,
    turnoverEndsAction: !!rs?.turnoverEndsActivation,
    trap: rs?.trapsInSight ? 'trap marker' : 'trap counter',
    who: (pi) => (pi === undefined || !g.players[pi] ? '?' : playerTag(g, g.players[pi], false)),
    at: (sq) => squareName(g, sq),
    // Team names come from team files and records: one line each, whatever they hold.
    team: (ti) => (ti === null || ti === undefined ? '?' : printableLine(g.teams[ti]?.name ?? `team ${ti}`)),
  };
}

const plus = (n: number) => (n === 0 ? '' : ` ${n > 0 ? '+' : ''}${n}`);

/** Dice, turns, the pre-game and the end of the game. */
function flowLine(e: GameEvent, n: Names): string | null {
  const { who, at, team } = n;
  switch (e.type) {
    case 'roll':
      return `  D${e.die} = ${e.value}  (${e.purpose}${e.player !== undefined ? `, ${who(e.player)}` : ''}${e.secret ? ', secret' : ''})`;
    case 'test':
      return `${who(e.player)} ${words(e.test)} roll: ${e.roll}${plus(e.modifier)} vs ${e.target}+ ${e.ok ? 'succeeds' : 'FAILS'}`;
    case 'reroll':
      return `${who(e.player)} re-rolls (${e.source === 'team' ? 'team re-roll' : words(e.source)})`;
    case 'phase':
      return `-- ${words(e.phase)}${e.team !== undefined ? `: ${team(e.team)}` : ''}`;
    case 'turnStart':
      return `\n=== Team turn ${e.number}: ${team(e.team)} ===`;
    case 'turnEnd':
      return `--- end of ${possessive(team(e.team))} turn${e.turnover ? ' (turnover)' : ''}`;
    case 'turnover':
      if (!n.turnoverEndsAction) return `TURNOVER for ${team(e.team)}: ${e.reason}`;
      // [000]: the team goes on with its other players.
      return `${n.actor === undefined ? `a player of ${team(e.team)}` : who(n.actor)}'s action ends: ${e.reason}`;
    case 'placed':
      return `${team(e.team)} places a ${e.what === 'trap' ? n.trap : e.what}${e.number !== undefined ? ` ${e.number}` : ''} at ${at(e.sq)}`;
    case 'endZone':
      return `${team(e.team)} takes end zone ${e.zone}`;
    case 'firstTurn':
      return `${team(e.team)} takes the first turn`;
    case 'concede':
      return `${team(e.team)} CONCEDES`;
    case 'touchdown':
      return `TOUCHDOWN! ${who(e.player)} scores for ${team(e.team)}`;
    case 'gameOver':
      return `GAME OVER: ${e.winner === null ? 'a draw' : `${team(e.winner)} win`} (${words(e.reason)}${e.detail ? `; ${e.detail}` : ''})`;
    case 'roomTurned':
      return `the rotating room turns ${e.quarterTurns === 2 ? 'half a turn' : 'a quarter turn to the left'}`;
    case 'stoneBall':
      return `the stone ball rolls ${e.moved} squares: ${at(e.from)} -> ${at(e.to)} (its north-west corner)`;
    default:
      return null;
  }
}

/** What players do: declarations, moves, the ball, chests, portals, skills. */
function playLine(g: Game, e: GameEvent, n: Names): string | null {
  const { who, at } = n;
  switch (e.type) {
    case 'activate': {
      const target = e.target !== undefined ? ` ${who(e.target)}` : '';
      return `${who(e.player)} ${printableLine(g.players[e.player]?.name ?? '')} declares ${words(e.action)}${target}`;
    }
    case 'standUp':
      return `${who(e.player)} ${e.ok ? 'stands up' : 'fails to stand up'}`;
    case 'move':
      if (e.from < 0)
        return `${who(e.player)} ${e.kind === 'teleport' ? 'arrives' : 'is placed'} at ${at(e.to)}`;
      return `${who(e.player)} ${MOVE_VERB[e.kind] ?? e.kind} ${at(e.from)} -> ${at(e.to)}`;
    case 'ball': {
      const verb = `${BALL_VERB[e.what] ?? e.what} ${at(e.sq)}`;
      return e.player !== undefined ? `${who(e.player)} ${verb}` : verb;
    }
    case 'teleport':
      // from and to are portal numbers; the move event that follows gives the square.
      if (e.mishap) return `${who(e.player)} is lost in a magical mishap at portal ${e.from}`;
      return `${who(e.player)} ${e.from === null ? 'enters through' : `goes from portal ${e.from} to`} portal ${e.to}`;
    case 'chest':
      return `${who(e.player)} opens the chest at ${at(e.sq)}: ${e.hadBall ? 'the BALL is inside!' : 'empty, it explodes'}`;
    case 'trap': {
      // [000] calls a fake marker a blank.
      const fake = n.trap === 'trap marker' ? 'a blank, removed' : 'a fake, removed';
      const what = e.kind === 'fake' ? fake : e.kind === 'pit' ? 'a pit' : 'a spiked pit';
      return `${who(e.player)} ${e.flipped ? `sets off a ${n.trap}` : 'falls into the trap'} at ${at(e.sq)}: ${what}`;
    }
    case 'sponge':
      return `${who(e.player)} is revived by the magic sponge`;
    case 'skill':
      return `${who(e.player)} uses ${words(e.skill)}${e.detail ? `: ${e.detail}` : ''}`;
    case 'spell':
      return spellLine(e, names(g));
    default:
      return null;
  }
}

/** A College Wizard's spell: the cast, then each player it hits or misses. */
function spellLine(e: Of<'spell'>, { who, at, team }: Names): string {
  const name = spellInfo(e.spell as SpellId)?.name ?? e.spell;
  const target = [
    e.player !== undefined ? who(e.player) : '',
    e.sq !== undefined ? at(e.sq) : '',
    e.against !== undefined ? team(e.against) : '',
  ].filter((s) => s)[0];
  if (e.what === 'cast')
    return `${possessive(team(e.team))} wizard casts ${name}${target ? ` at ${target}` : ''}`;
  if (e.what === 'fizzles') return `${name} fizzles out`;
  const verb = { hit: 'hits', missed: 'misses', jump: 'jumps to' }[e.what];
  return `${name} ${verb} ${target ?? ''}`.trimEnd();
}

/** Blocks, armour, injuries, fouls and the referee. */
function hurtLine(e: GameEvent, { who, team }: Names): string | null {
  switch (e.type) {
    case 'blockDice':
      return `block ${who(e.attacker)} vs ${who(e.defender)}: [${e.faces.map(words).join(', ')}], ${team(e.chooser)} chooses`;
    case 'blockResult':
      return `block result: ${words(e.face)}`;
    case 'knockedDown':
      return `${who(e.player)} ${DOWN_VERB[e.how] ?? e.how}`;
    case 'armour':
      return `${who(e.player)} armour: ${e.roll}${plus(e.modifier)} vs AV ${e.av}+ ${e.broken ? 'BROKEN' : 'holds'}`;
    case 'injury':
      return `${who(e.player)} injury: ${e.roll}${plus(e.modifier)} -> ${words(e.result)}`;
    case 'casualty': {
      // [002]: a casualty of the dungeon is Badly Hurt and not recorded.
      const by = e.hazard ? ` (${words(e.hazard)}, not recorded)` : '';
      return `${who(e.player)} casualty: ${words(e.result)}${e.roll ? ` (D16 ${e.roll})` : ''}${by}`;
    }
    case 'hazard':
      return `${who(e.player)} falls into the ${words(e.hazard)}`;
    case 'trapdoor':
      return `${who(e.player)} trapdoor: ${e.roll} ${e.shut ? 'stays shut' : 'opens'}`;
    case 'climb':
      return `${who(e.player)} climbs out of the pit: ${e.roll}${plus(e.helpers.length)} ${e.ok ? 'out' : 'stays in'}`;
    case 'sentOff':
      return `${who(e.player)} is sent off`;
    case 'argue':
      return `${possessive(who(e.player))} coach argues the call: ${e.roll} (${words(e.result)})`;
    default:
      return null;
  }
}

/**
 * One line for one event; an event type newer than this printer is still shown, as data. `actor`:
 * the player whose action is under way, for a turnover that ends only its action ([000]).
 */
export function formatEvent(g: Game, e: GameEvent, actor?: number): string {
  const n = names(g, actor);
  return flowLine(e, n) ?? playLine(g, e, n) ?? hurtLine(e, n) ?? JSON.stringify(e);
}

/** A printer of a game's events in order: it remembers who acts, for the turnovers. */
export function eventPrinter(): (g: Game, e: GameEvent) => string {
  let actor: number | undefined;
  return (g, e) => {
    if (e.type === 'activate') actor = e.player;
    if (e.type === 'turnStart') actor = undefined;
    return formatEvent(g, e, actor);
  };
}

export function formatEvents(g: Game, events: GameEvent[]): string[] {
  const print = eventPrinter();
  return events.map((e) => print(g, e));
}

export function describeResult(g: Game): string {
  const r = g.result;
  if (!r) return 'not finished';
  const who = r.winner === null ? 'a draw' : `${printableLine(g.teams[r.winner]?.name ?? '?')} win`;
  return `${who} (${words(r.reason)}${r.detail ? `; ${r.detail}` : ''})`;
}
