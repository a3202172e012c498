/**
 * The game log: one readable line per event, every die with what it was for. The line keeps the
 * team it concerns, so the log can show it in the team's colour, and its event, so the log can
 * fold an activation's lines under one summary (log-groups.ts) and count a game's casualties.
 */
import {
  type Game,
  type GameEvent,
  getRuleset,
  legalActions,
  type SpellId,
  spellInfo,
  viewEvents,
} from '@dungeonbowl/engine';
import { hasInjuryLadder, padWord, playerName, squareName, sqX, sqY, teamName, trapWord } from './names.ts';
import { BALL_VERB, cap, count, DOWN_VERB, MOVE_VERB, possessive, words } from './words.ts';

export interface LogLine {
  text: string;
  /** The team the line is about, for its colour; undefined for neutral lines. */
  team?: number;
  /** 'end': no text, only the mark that the activation under way has ended (log-groups.ts). */
  kind: 'die' | 'turn' | 'big' | 'dungeon' | 'plain' | 'end';
  /**
   * The teams whose coaches may see the line (placing a face-down trap counter: its owner only);
   * undefined when every coach may.
   */
  only?: number[];
  /** The event the line says (absent on a client's own notes). */
  event?: GameEvent;
  /** No activation is under way after this line: the next lines stand outside the last one. */
  closes?: boolean;
}

/** What a die was rolled for; the pads by the ruleset's word for them. */
function rollPurpose(g: Game, purpose: string): string {
  if (purpose === 'portal') return padWord(g);
  if (purpose === 'ball teleport') return `the ball's ${padWord(g)}`;
  return words(purpose);
}

/**
 * A portal die naming a portal the dungeon lacks is rolled again (rules/teleport.ts): said on
 * the die's line, so a run of portal dice reads as what it was.
 */
function noPad(g: Game, e: Extract<GameEvent, { type: 'roll' }>): string {
  if (e.purpose !== 'portal' && e.purpose !== 'ball teleport') return '';
  const n = getRuleset(g.rulesetId)?.portalDieZero && e.value === e.die ? 0 : e.value;
  if (g.portals.length === 0 || g.portals.some((x) => x.number === n)) return '';
  return `: no ${padWord(g)} ${n}, rolled again`;
}

const plus = (n: number) => (n === 0 ? '' : ` ${n > 0 ? '+' : ''}${n}`);

function flow(g: Game, e: GameEvent): string | null {
  const who = (p?: number) => playerName(g, p);
  switch (e.type) {
    case 'roll':
      return `D${e.die} = ${e.value} for ${rollPurpose(g, e.purpose)}${e.player !== undefined ? ` (${who(e.player)})` : ''}${noPad(g, e)}`;
    case 'test': {
      // [000]: a failed escape leaves the player in its pit until its next turn.
      const stays = e.test === 'pitEscape' && !e.ok ? ': stays in the pit' : '';
      return `${who(e.player)}: ${words(e.test)} ${e.roll}${plus(e.modifier)} against ${e.target}+, ${e.ok ? 'succeeds' : 'FAILS'}${stays}`;
    }
    case 'reroll':
      return `${who(e.player)} re-rolls (${e.source === 'team' ? 'team re-roll' : words(e.source)})`;
    case 'phase':
      // Each team's deployment is an entry under its own name (log-groups.ts): the heading names none.
      return `${cap(words(e.phase))}${e.team !== undefined && e.phase !== 'deploy' ? `: ${teamName(g, e.team)}` : ''}`;
    case 'turnStart':
      return `Turn ${e.number} — ${teamName(g, e.team)}`;
    case 'turnEnd':
      return `End of ${possessive(teamName(g, e.team))} turn${e.turnover ? ' (turnover)' : ''}`;
    case 'turnover':
      return `TURNOVER for ${teamName(g, e.team)}: ${e.reason}`;
    case 'placed': {
      const what = e.what === 'trap' ? `${trapWord(g)} face down` : e.what;
      // "places a chest", "places portal 2": a numbered pad by its number.
      const which = e.number !== undefined ? `${what} ${e.number}` : `a ${what}`;
      return `${teamName(g, e.team)} places ${which} at ${squareName(g, e.sq)}`;
    }
    case 'endZone':
      return `${teamName(g, e.team)} takes end zone ${e.zone}`;
    case 'dungeonReset':
      return `The dungeon is set up again (score ${e.score.join('–')}); ${teamName(g, e.first)} takes the next turn`;
    case 'clock':
      return e.what === 'timeUp'
        ? "TIME'S UP: the match clock has run out"
        : `TIME: ${possessive(teamName(g, e.team))} turn clock has run out`;
    case 'concede':
      return `${teamName(g, e.team)} CONCEDES`;
    case 'koRush':
      return `${who(e.player)} tries to rush in from the KO box: ${e.roll}, ${e.back ? 'comes back through a teleporter' : 'stays knocked out'}`;
    case 'firstTurn':
      return `${teamName(g, e.team)} takes the first turn`;
    case 'roomTurned':
      return `The rotating room turns ${QUARTERS[e.quarterTurns] ?? `${e.quarterTurns} quarter turns to the left`}, with everyone and everything in it`;
    case 'stoneBall':
      return stoneBallLine(g, e);
    case 'touchdown':
      return `TOUCHDOWN! ${who(e.player)} scores for ${teamName(g, e.team)}`;
    case 'gameOver':
      // Time up's detail ("time is up at 1-0") says the score shown already; others say more.
      // A team is one: "wins", as everywhere a team acts ("takes", "places").
      return `GAME OVER: ${e.winner === null ? 'a draw' : `${teamName(g, e.winner)} wins`}${e.score ? ` ${e.score.join('–')}` : ''} (${words(e.reason)}${e.detail && e.reason !== 'time' ? `; ${e.detail}` : ''})`;
    default:
      return null;
  }
}

function play(g: Game, e: GameEvent): string | null {
  const who = (p?: number) => playerName(g, p);
  const at = (sq: number) => squareName(g, sq);
  switch (e.type) {
    case 'activate':
      return `${who(e.player)} declares ${words(e.action)}${e.target !== undefined ? ` on ${who(e.target)}` : ''}`;
    case 'standUp':
      return `${who(e.player)} ${e.ok ? 'stands up' : 'fails to stand up'}`;
    case 'move':
      if (e.from < 0 && e.kind === 'place' && comesBack(g))
        return `${who(e.player)} comes back into the dungeon at ${at(e.to)}, by the entrance`;
      if (e.from < 0)
        return `${who(e.player)} ${e.kind === 'teleport' ? 'arrives' : 'is placed'} at ${at(e.to)}`;
      return `${who(e.player)} ${MOVE_VERB[e.kind] ?? e.kind} ${at(e.from)} → ${at(e.to)}`;
    case 'ball': {
      const pad = e.what === 'teleport' ? g.portals.find((x) => x.sq === e.sq) : undefined;
      const verb = `${BALL_VERB[e.what] ?? e.what} ${at(e.sq)}${pad ? ` (${padWord(g)} ${pad.number})` : ''}`;
      return e.player !== undefined ? `${who(e.player)} ${verb}` : cap(verb);
    }
    case 'teleport':
      return teleportLine(g, e);
    case 'chest':
      return `${who(e.player)} opens the chest at ${at(e.sq)}: ${e.hadBall ? 'the BALL is inside!' : 'empty, it explodes'}`;
    case 'sponge':
      return e.recovered
        ? `${who(e.player)} recovers and goes to the reserves`
        : `${who(e.player)} is revived by the magic sponge`;
    case 'trap':
      return trapLine(g, e);
    case 'skill':
      // [000]'s injury ladder and third-party assists are said as what happens, not as a skill.
      if (e.skill === 'injuryLadder' && e.detail) return `${who(e.player)} is ${e.detail}`;
      if (e.skill === 'assist' && e.detail) return `${who(e.player)} ${e.detail}`;
      return `${who(e.player)} uses ${words(e.skill)}${e.detail ? `: ${e.detail}` : ''}`;
    case 'bomb':
      return `Bomb ${e.what} at ${at(e.sq)}${e.player !== undefined ? ` (${who(e.player)})` : ''}`;
    case 'spell': {
      const name = spellInfo(e.spell as SpellId)?.name ?? e.spell;
      const target = e.player !== undefined ? who(e.player) : e.sq !== undefined ? at(e.sq) : '';
      if (e.what === 'cast')
        return `${possessive(teamName(g, e.team))} wizard casts ${name}${target ? ` at ${target}` : ''}`;
      if (e.what === 'fizzles') return `${name} fizzles out`;
      return `${name} ${{ hit: 'hits', missed: 'misses', jump: 'jumps to' }[e.what]} ${target}`.trimEnd();
    }
    default:
      return null;
  }
}

/**
 * [000]: a player removed by an injury, not dead, comes back through the entrance at the start
 * of its coach's turn (placed there, in play: the ruleset has its own injury ladder).
 */
function comesBack(g: Game): boolean {
  return g.turn.index >= 0 && hasInjuryLadder(g);
}

type Teleport = Extract<GameEvent, { type: 'teleport' }>;
/** Why a teleport happened, when the event alone does not say: a warp at the turn's start, a warp push. */
type Why = 'warp' | 'pushed';

/** A teleport: from pad to pad, lost in space ([000]) or in a mishap, a warp, a warp push. */
function teleportLine(g: Game, e: Teleport, why?: Why): string {
  const who = playerName(g, e.player);
  const pad = padWord(g);
  if (e.mishap && pad === 'teleporter')
    return `${who} is LOST IN SPACE: the die named ${pad} ${e.from}, the one it stood on`;
  if (e.mishap) return `${who} is lost in a magical mishap at portal ${e.from}`;
  if (e.from === null) return `${who} enters through ${pad} ${e.to}`;
  if (why === 'warp') return `${who} stood on ${pad} ${e.from} as the turn began: it warps to ${pad} ${e.to}`;
  if (why === 'pushed') return `${who} is warp-pushed off ${pad} ${e.from} and goes to ${pad} ${e.to}`;
  return `${who} goes from ${pad} ${e.from} to ${pad} ${e.to}`;
}

/**
 * The teleports of one batch of events that the events alone do not explain ([000]): those
 * after a turn's start and before any declaration are its start-of-turn warps; one from the pad
 * another player has just warped onto is a warp push.
 */
function teleportReasons(g: Game, events: GameEvent[]): Map<GameEvent, Why> {
  const out = new Map<GameEvent, Why>();
  if (padWord(g) !== 'teleporter') return out;
  let starting = false;
  let last: Teleport | null = null;
  for (const e of events) {
    if (e.type === 'turnStart') starting = true;
    if (e.type === 'activate') starting = false;
    if (e.type !== 'teleport' || e.mishap) continue;
    if (last && e.from !== null && last.to === e.from && last.player !== e.player) out.set(e, 'pushed');
    else if (starting) out.set(e, 'warp');
    last = e;
  }
  return out;
}

/** [002] Hogwurts: "90 degrees to the left" on a 2-5, "180 degrees" on a 6. */
const QUARTERS: Record<number, string> = { 1: 'a quarter turn to the left', 2: 'half a turn' };

/** Which way the stone ball went, from its north-west square before and after. */
function stoneBallLine(g: Game, e: Extract<GameEvent, { type: 'stoneBall' }>): string {
  const dx = sqX(g, e.to) - sqX(g, e.from);
  const dy = sqY(g, e.to) - sqY(g, e.from);
  const way = dy > 0 ? 'south' : dy < 0 ? 'north' : dx > 0 ? 'east' : dx < 0 ? 'west' : 'back where it was';
  // It may have turned back at an end of its corridor on the way: then the net way is not all.
  const net = Math.abs(dx) + Math.abs(dy);
  const back = net !== e.moved ? ', turning back at the end of its corridor' : '';
  return `The stone ball rolls ${count(e.moved, 'square')}${back}: it now stands ${net === 0 ? way : `${way} of where it was`}, at ${squareName(g, e.to)} (its north-west corner)`;
}

/** [002] hazards, in the words of the rounds: a trapdoor, a fall, a climb out of a pit. */
function hazardLine(g: Game, e: GameEvent): string | null {
  const who = (p?: number) => playerName(g, p);
  switch (e.type) {
    case 'trapdoor': {
      // [002]: a D6 at least the player's ST (a 6 always) keeps it shut.
      const under = `The trapdoor at ${squareName(g, e.sq)} under ${who(e.player)}: ${e.roll}`;
      if (e.shut) return `${under}, it holds shut`;
      const more =
        e.opened && e.opened.length > 1 ? ` (${count(e.opened.length, 'square')} fall open together)` : '';
      return `${under}, it OPENS${more}`;
    }
    case 'hazard':
      return e.hazard === 'trapdoor'
        ? `${who(e.player)} steps onto the trapdoor at ${squareName(g, e.sq)}`
        : `${who(e.player)} falls into the ${HAZARD_WORDS[e.hazard] ?? words(e.hazard)} at ${squareName(g, e.sq)}`;
    case 'climb': {
      const helped =
        e.helpers.length > 0 ? ` +${e.helpers.length} (${e.helpers.map(who).join(', ')} helping)` : '';
      return `${who(e.player)} tries to climb out of the pit: ${e.roll}${helped}, ${e.ok ? 'climbs out' : 'stays in the pit'}`;
    }
    default:
      return null;
  }
}

const HAZARD_WORDS: Record<string, string> = {
  pit: 'pit',
  spikedPit: 'spiked pit',
  lava: 'lava',
  chasm: 'chasm',
  chest: 'exploding chest',
};

const TRAP_WORDS = { fake: 'a fake, removed', pit: 'a PIT', spikedPit: 'a SPIKED PIT' } as const;

/**
 * A trap counter acting: turned over (whose it was, what it is), or a revealed pit entered again.
 * [000]'s markers: a blank (the event's 'fake') is removed; the player falls into a pit.
 */
function trapLine(g: Game, e: Extract<GameEvent, { type: 'trap' }>): string {
  const at = squareName(g, e.sq);
  const markers = trapWord(g) === 'trap marker';
  if (!e.flipped)
    return `${playerName(g, e.player)} ${markers ? 'falls into' : 'enters'} the ${words(e.kind)} at ${at}`;
  const what = markers
    ? { fake: 'a blank, removed', pit: 'a PIT, and falls in', spikedPit: 'a SPIKED PIT, and falls in' }[
        e.kind
      ]
    : TRAP_WORDS[e.kind];
  return `${playerName(g, e.player)} turns over ${possessive(teamName(g, e.owner))} ${trapWord(g)} at ${at}: ${what}`;
}

function hurt(g: Game, e: GameEvent): string | null {
  const who = (p?: number) => playerName(g, p);
  switch (e.type) {
    case 'blockDice':
      return `Block ${who(e.attacker)} on ${who(e.defender)}: [${e.faces.map(words).join(', ')}], ${teamName(g, e.chooser)} chooses`;
    case 'blockResult':
      return `Block result: ${words(e.face)}`;
    case 'knockedDown':
      return `${who(e.player)} ${DOWN_VERB[e.how] ?? e.how}`;
    case 'armour':
      return `${who(e.player)} armour ${e.roll}${plus(e.modifier)} against AV ${e.av}+: ${e.broken ? 'BROKEN' : 'holds'}`;
    case 'injury':
      return `${who(e.player)} injury ${e.roll}${plus(e.modifier)}: ${words(e.result)}`;
    case 'casualty': {
      // [002]: a casualty of the dungeon is Badly Hurt and not recorded.
      const by = e.hazard ? `, hurt by the ${HAZARD_WORDS[e.hazard] ?? words(e.hazard)} (not recorded)` : '';
      return `${who(e.player)} casualty: ${words(e.result)}${e.roll ? ` (D16 ${e.roll})` : ''}${by}`;
    }
    case 'sentOff':
      return `${who(e.player)} is sent off`;
    case 'argue':
      return `${who(e.player)}'s coach argues the call: ${e.roll} (${words(e.result)})`;
    default:
      return null;
  }
}

/** The team an event is about, for its colour. */
function teamOf(g: Game, e: GameEvent): number | undefined {
  const r = e as { team?: number; player?: number; attacker?: number };
  if (typeof r.team === 'number') return r.team;
  const p = r.player ?? r.attacker;
  return p !== undefined ? g.players[p]?.team : undefined;
}

const BIG = new Set(['touchdown', 'gameOver', 'turnover', 'casualty', 'dungeonReset', 'clock']);
/** The dungeon moving: a line of its own colour, so a coach sees it among the dice. */
const DUNGEON = new Set(['roomTurned', 'stoneBall', 'trapdoor', 'hazard']);

export function logLine(g: Game, e: GameEvent, why?: Why): LogLine {
  const text =
    (why && e.type === 'teleport' ? teleportLine(g, e, why) : null) ??
    flow(g, e) ??
    play(g, e) ??
    hazardLine(g, e) ??
    hurt(g, e) ??
    JSON.stringify(e);
  const kind =
    e.type === 'roll'
      ? 'die'
      : e.type === 'turnStart'
        ? 'turn'
        : BIG.has(e.type)
          ? 'big'
          : DUNGEON.has(e.type)
            ? 'dungeon'
            : 'plain';
  return { text, team: teamOf(g, e), kind, event: e };
}

/**
 * Lines for the events some coach may see (secret rolls left out); a line that not every coach
 * may see names the teams that may (`only`), as the engine's `viewEvents` says for each team.
 */
export function logLines(g: Game, events: GameEvent[]): LogLine[] {
  const open = new Set(viewEvents(events));
  const seen = g.teams.map((_, t) => new Set(viewEvents(events, t)));
  const why = teleportReasons(g, events);
  const lines = events.flatMap((e): LogLine[] => {
    if (open.has(e)) return [logLine(g, e, why.get(e))];
    const only = seen.flatMap((s, t) => (s.has(e) ? [t] : []));
    return only.length > 0 ? [{ ...logLine(g, e, why.get(e)), only }] : [];
  });
  return markEnd(g, lines);
}

/**
 * No activation is under way once these events are done: the last line says so, or (no line
 * every coach sees: an activation ended with no event) a mark of no text does, so what comes
 * next (a player entering through a portal, a spell) is not folded into the ended activation.
 */
function markEnd(g: Game, lines: LogLine[]): LogLine[] {
  // The decision names the activation under way (the client never reads the engine's stack).
  if (legalActions(g)?.activation) return lines;
  const last = lines[lines.length - 1];
  if (last && !last.only) last.closes = true;
  else lines.push({ text: '', kind: 'end' });
  return lines;
}

/** The lines a coach may see (`team`; -1: a spectator, who sees only what every coach may). */
export function linesFor(lines: readonly LogLine[], team: number): LogLine[] {
  // (The marks of no text stay: every coach's log needs them to end its activations.)
  return lines.filter((l) => !l.only || l.only.includes(team));
}
