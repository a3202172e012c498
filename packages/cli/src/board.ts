/**
 * The board as text: a pure function of the game. Every square is three characters wide so a
 * player fits as its team letter and number (A07); rows and columns carry their coordinates,
 * which are the (x,y) the log prints.
 */
import {
  dungeonOf,
  END_ZONE_LETTERS,
  FEATURES,
  featureInfo,
  type Game,
  getRuleset,
  isOnPitch,
  type Player,
  printableLine,
  pushAll,
  roomWallsNow,
  stoneBallSquares,
} from '@dungeonbowl/engine';
import { count as counted } from './words.ts';

/**
 * A team's letter: the end zone it defends once chosen (so the letter on a player matches the
 * zone it set up in), else A, B, ... by team index.
 */
export function teamLetter(g: Game, team: number): string {
  return g.teams[team]?.endZone ?? END_ZONE_LETTERS[team] ?? '?';
}

/**
 * A player's short tag: team letter and number. On the board the letter is lower case while the
 * player is on the ground (a07); the log leaves that out (`showDown` false), since it names
 * players with the final game's state.
 */
export function playerTag(g: Game, p: Player, showDown = true): string {
  const letter = teamLetter(g, p.team);
  const down = showDown && (p.status === 'prone' || p.status === 'stunned');
  return `${down ? letter.toLowerCase() : letter}${String(p.number).padStart(2, '0')}`;
}

/** The revealed pit (u) or spiked pit (^) on a square, from a trap counter or marker set off; else null. */
function pitChar(g: Game, sq: number): string | null {
  const kind = g.traps.find((x) => x.sq === sq)?.kind;
  return kind === 'pit' || kind === 'spikedPit' ? featureInfo(kind).char : null;
}

/**
 * A player's cell: its tag, or where it stands in a revealed pit, its team letter, the pit's
 * character and its number's last digit (Au7: A07 in a pit; the team line names it in full).
 */
function playerCell(g: Game, p: Player): string {
  const pit = pitChar(g, p.sq);
  const tag = playerTag(g, p);
  return pit ? `${tag[0]}${pit}${tag[2]}` : tag;
}

export function squareName(g: Game, sq: number): string {
  return sq < 0 ? '(off)' : `(${sq % g.width},${Math.floor(sq / g.width)})`;
}

/**
 * Whether every end zone is every team's ([000]): its squares are drawn ` * `, not with a letter
 * the team of that letter would seem to own.
 */
function sharedZones(g: Game): boolean {
  return !!getRuleset(g.rulesetId)?.sharedEndZones;
}

/** The cell for every square of the dungeon and what lies on it, players last. */
function cells(g: Game): string[] {
  const d = dungeonOf(g);
  const shared = sharedZones(g);
  const out: string[] = [];
  const open = new Set(g.openTrapdoors ?? []);
  for (let sq = 0; sq < d.width * d.height; sq++) {
    const f = d.feature[sq];
    const drawn = f && f !== 'rotating' && f !== 'roomWall' && f !== 'stoneBall';
    if (drawn) out.push(` ${f === 'trapdoor' && open.has(sq) ? 'T' : featureInfo(f).char} `);
    else if (d.wall[sq]) out.push('###');
    else if (d.door[sq]) out.push(' + ');
    // A scoring passage ([002]) in brackets: the end zone's other squares are where its team sets up.
    else if (d.passage[sq]) out.push(`[${END_ZONE_LETTERS[d.endZone[sq]].toLowerCase()}]`);
    else if (d.endZone[sq] >= 0)
      out.push(shared ? ' * ' : ` ${END_ZONE_LETTERS[d.endZone[sq]].toLowerCase()} `);
    else out.push(' . ');
  }
  // [002]: the rotating room's walls where its turn has put them (the map draws them as floor),
  // and the stone ball's 4x4 squares.
  for (const s of roomWallsNow(g, d)) out[s] = '###';
  for (const s of stoneBallSquares(g, d)) out[s] = '(O)';
  for (const p of g.portals) out[p.sq] = ` ${p.number % 10} `;
  for (const c of g.chests) if (!c.open) out[c.sq] = ' $ ';
  // Trap counters set off are pits for everyone; face down, only where they lie in everyone's
  // sight ([000]'s markers: the square is public, the kind never drawn). The board is a
  // spectator's: [003]'s face-down counters are secret, so not drawn.
  const inSight = !!getRuleset(g.rulesetId)?.trapsInSight;
  for (const t of g.traps) {
    if (t.kind !== 'faceDown') out[t.sq] = ` ${featureInfo(t.kind).char} `;
    else if (inSight) out[t.sq] = ' ? ';
  }
  if (g.ball.state === 'ground' && g.ball.sq >= 0) out[g.ball.sq] = ' o ';
  for (const p of g.players) if (isOnPitch(p) && p.sq >= 0) out[p.sq] = playerCell(g, p);
  return out;
}

function ruler(width: number): string {
  let line = '   ';
  for (let x = 0; x < width; x++) line += String(x).padStart(3, ' ');
  return line;
}

/** The dungeon with players, ball, chests and portals, and a line per team and for the ball. */
export function renderBoard(g: Game): string {
  const d = dungeonOf(g);
  const c = cells(g);
  const lines = [ruler(d.width)];
  for (let y = 0; y < d.height; y++) {
    lines.push(String(y).padStart(3, ' ') + c.slice(y * d.width, (y + 1) * d.width).join(''));
  }
  lines.push('', ...teamLines(g), ...orderLine(g), ballLine(g));
  return `${lines.join('\n')}\n`;
}

function teamLines(g: Game): string[] {
  // [000]'s injury ladder (the ruleset's applyInjury): hurt, crippled, out for now, dead.
  const ladder = !!getRuleset(g.rulesetId)?.applyInjury;
  return g.teams.map((t, ti) => {
    const own = g.players.filter((p) => p.team === ti);
    const tags = (f: (p: Player) => boolean) => own.filter(f).map((p) => playerTag(g, p));
    const count = (s: Player['status']) => own.filter((p) => p.status === s).length;
    const stunned = tags((p) => p.status === 'stunned');
    const inPit = tags((p) => isOnPitch(p) && pitChar(g, p.sq) !== null);
    const parts = ladder ? ladderParts(g, own) : boxParts(own);
    if (count('sentOff') > 0) parts.push(`sent off ${count('sentOff')}`);
    if (count('lost') > 0) parts.push(`lost in the portals ${count('lost')}`);
    if (stunned.length > 0) parts.push(`stunned ${stunned.join(' ')}`);
    if (inPit.length > 0) parts.push(`in a pit ${inPit.join(' ')}`);
    const zone = t.endZone ? `end zone ${t.endZone}, ` : '';
    return `${teamLetter(g, ti)}  ${printableLine(t.name)} (${zone}${counted(t.rerolls, 're-roll')}): ${parts.join(', ')}`;
  });
}

/** The core's boxes: on the pitch, reserves, KO'd, casualties. */
function boxParts(own: Player[]): string[] {
  const count = (s: Player['status']) => own.filter((p) => p.status === s).length;
  return [
    `on the pitch ${own.filter(isOnPitch).length}`,
    `reserves ${count('reserve')}`,
    `KO ${count('ko')}`,
    `casualties ${count('casualty')}`,
  ];
}

/**
 * [000] Injury & Status: in the dungeon (the hurt and the crippled named), out of it for now
 * (status 'ko': back through the entrance at its coach's next turn), and dead.
 */
function ladderParts(g: Game, own: Player[]): string[] {
  const on = own.filter(isOnPitch);
  const rung = (n: number) => on.filter((p) => (p.injuries ?? 0) === n).map((p) => playerTag(g, p));
  const named = [
    ...(rung(1).length > 0 ? [`hurt ${rung(1).join(' ')}`] : []),
    ...(rung(2).length > 0 ? [`crippled ${rung(2).join(' ')}`] : []),
  ];
  const out = own.filter((p) => p.status === 'ko').map((p) => playerTag(g, p));
  return [
    `in the dungeon ${on.length}${named.length > 0 ? ` (${named.join('; ')})` : ''}`,
    ...(out.length > 0 ? [`out ${out.join(' ')} (back through the entrance at its coach's next turn)`] : []),
    `dead ${own.filter((p) => p.status === 'casualty').length}`,
  ];
}

/** The order of play and the team on turn, once the turns have begun. */
function orderLine(g: Game): string[] {
  if (g.turn.index < 0 || g.turn.number === 0) return [];
  const order = g.turn.order.map((t) => teamLetter(g, t)).join(', ');
  const active = g.turn.order[g.turn.index];
  const who = g.result ? 'the game is over' : `${teamLetter(g, active)} on turn`;
  return [`order of play: ${order} (${who}, team turn ${g.turn.number})`];
}

function ballLine(g: Game): string {
  if (g.ball.state === 'carried') {
    const p = g.players[g.ball.carrier];
    return `ball: carried by ${playerTag(g, p)} at ${squareName(g, p.sq)}`;
  }
  if (g.ball.state === 'ground') return `ball: on the ground at ${squareName(g, g.ball.sq)} (o)`;
  const closed = g.chests.filter((ch) => !ch.open).length;
  return `ball: hidden in one of ${closed} closed chests ($)`;
}

/** Key to the board's symbols. */
export const BOARD_KEY =
  '### wall   .  floor   +  door   a  end zone A   $  chest   1  portal   o  ball   A07 player (a07 down)';

/** The key to trap counters and markers, where the ruleset has them. */
function trapKey(g: Game): string[] {
  const rs = getRuleset(g.rulesetId);
  if (!rs || g.teams.every((_, t) => rs.trapCounters(g, t) === 0)) return [];
  return [
    ...(rs.trapsInSight ? ['?  trap marker, face down (its kind hidden)'] : []),
    `u  pit   ^  spiked pit (${rs.trapsInSight ? 'a marker' : 'a trap counter'} set off)`,
    'Au7 A07 in a pit (the team line names it)',
  ];
}

/** The key, with a second line for the special squares the game's map has ([002] hazards). */
export function boardKey(g: Game): string {
  const d = dungeonOf(g);
  const parts: string[] = [];
  if (d.passage.some((p) => p)) parts.push('[a] scoring passage of end zone A');
  const have = new Set(d.feature);
  for (const info of FEATURES) {
    if (!have.has(info.feature) || ['rotating', 'roomWall', 'stoneBall'].includes(info.feature)) continue;
    parts.push(`${info.char}  ${info.name}${info.feature === 'trapdoor' ? ' (T open)' : ''}`);
  }
  if (have.has('stoneBall')) parts.push('(O) the stone ball');
  pushAll(parts, trapKey(g));
  if (have.has('rotating')) parts.push("### the rotating room's walls where they stand");
  const key = sharedZones(g)
    ? BOARD_KEY.replace('a  end zone A', '*  end zone (any team scores in any)')
    : BOARD_KEY;
  return parts.length === 0 ? key : `${key}\n${parts.join('   ')}`;
}
