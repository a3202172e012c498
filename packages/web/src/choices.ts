/**
 * What the board offers: every legal action placed on the square or player it concerns, so a
 * click finds it. Movement is shown as whole paths from the engine's `reachable` (a click applies
 * the steps one by one); pass targets carry their band and odds from `passOdds`. Nothing here
 * decides legality: every choice is made of actions from `legalActions`.
 */
import {
  type Action,
  blitzBlockCost,
  blockOdds,
  type Decision,
  dungeonOf,
  END_ZONE_LETTERS,
  type Game,
  isAdjacent,
  passOdds,
  pathDice,
  type Reach,
  reachable,
  revealedTrapAt,
} from '@dungeonbowl/engine';
import { riskFill } from './colours.ts';
import { genericAnchor } from './generic.ts';
import { actionKey, actionLabel } from './labels.ts';
import { playerName, squareName } from './names.ts';
import { pct } from './words.ts';

export interface Choice {
  key: string;
  label: string;
  /** Applied in order; a path stops early when something interrupts it. */
  actions: Action[];
  /** A move: the path shown before it is taken (board/Preview.tsx; the dice by `pathDice`). */
  path?: PathShape;
  /** A block, a pass, a hand-off...: the squares of the player acting and of its aim, for a line. */
  aim?: { from: number; to: number };
  /** A short tag drawn by the target while previewed ("2 dice, you pick"). */
  tag?: string;
}

export interface PathShape {
  player: number;
  /** Squares of MA used before this path (the activation's `moved`). */
  moved: number;
  /** The squares after the player's own, in order. */
  squares: number[];
  /** It ends on a portal: a D6 then says where the player goes (the engine's `reachable`). */
  portal?: boolean;
}

export interface Mark {
  fill: string;
  label?: string;
  /**
   * A Blitz whose block is still to come: from here no movement is left for it (the engine's
   * `blitzBlockCost`); drawn hatched (board/Overlay.tsx).
   */
  noBlock?: boolean;
}

/** Said of a square a blitzer reaches with no movement left for its block. */
export const NO_BLOCK_WORDS = 'no movement left to block from here';

/** A Blitz under way whose block is still to make: the blitzer and its target. */
export interface BlitzAim {
  target: number;
}

/** A chosen menu entry waiting for its target on the board. */
export interface Pick {
  title: string;
  actions: Action[];
}

export interface BoardModel {
  squares: Map<number, Choice[]>;
  players: Map<number, Choice[]>;
  marks: Map<number, Mark>;
}

/** The player of the innermost activation under way, or null. */
export function actorOf(d: Decision | null): number | null {
  return d?.activation?.player ?? null;
}

/** Action types shown on the board by default during an activation; the rest wait for the menu. */
const ACT_ON_BOARD = new Set([
  'jump',
  'block',
  'stab',
  'projectileVomit',
  'hypnoticGaze',
  'handOff',
  'foul',
  'openChest',
  'moveTo',
]);

export const FILL: Record<string, string> = {
  pushTo: '#cdb4f0',
  moveTo: '#cdb4f0',
  jump: '#9ecae1',
  openChest: '#f6e08a',
};
export const DEFAULT_FILL = '#a6d4f2';

/** The square or player an action is aimed at, for placing it on the board. */
function anchor(g: Game, d: Decision, a: Action): { sq?: number[]; player?: number } {
  switch (a.type) {
    case 'step':
    case 'jump':
    case 'pass':
    case 'throwBomb':
    case 'throwTeamMate':
    case 'kickTeamMate':
      return { sq: [a.to] };
    case 'pushTo':
    case 'moveTo':
    case 'placeChest':
    case 'placePortal':
    case 'placeTrap':
    case 'openChest':
    case 'deploy':
    case 'enterReserve':
      return { sq: [a.sq] };
    case 'wallThrow':
      return { sq: [a.wall] };
    case 'chooseEndZone': {
      const d = dungeonOf(g);
      const z = END_ZONE_LETTERS.indexOf(a.zone);
      return { sq: d.endZone.flatMap((e, s) => (e === z ? [s] : [])) };
    }
    case 'castSpell':
      return a.sq !== undefined ? { sq: [a.sq] } : a.player !== undefined ? { player: a.player } : {};
    case 'block':
    case 'stab':
    case 'projectileVomit':
    case 'hypnoticGaze':
      return { player: a.target };
    case 'handOff':
      return { player: a.to };
    case 'foul':
      // The foul's target was named when the foul was declared.
      return d.activation ? { player: d.activation.target } : {};
    case 'activate':
      return { player: a.target ?? a.player };
    case 'interfere':
    case 'choosePlayer':
    case 'enterPortal':
    case 'koRush':
    case 'sponge':
      return { player: a.player };
    case 'useSkill':
      return a.player !== undefined ? { player: a.player } : {};
    default:
      // An action the engine has added since (a trap marker, a third coach's assist): by its fields.
      return genericAnchor(a);
  }
}

class Builder {
  model: BoardModel = { squares: new Map(), players: new Map(), marks: new Map() };
  constructor(
    readonly g: Game,
    readonly d: Decision,
  ) {}

  add(a: Action, label = actionLabel(this.g, a, this.d), mark?: Mark, more: Partial<Choice> = {}): void {
    const at = anchor(this.g, this.d, a);
    const choice: Choice = { key: actionKey(a), label, actions: [a], ...more };
    if (at.player !== undefined && this.g.players[at.player]) {
      // A player off the pitch (a reserve entering, a KO'd player sponged) has no square.
      const list = this.model.players.get(at.player) ?? [];
      list.push(choice);
      this.model.players.set(at.player, list);
      return;
    }
    for (const sq of at.sq ?? []) this.square(sq, choice, mark ?? { fill: FILL[a.type] ?? DEFAULT_FILL });
  }

  square(sq: number, choice: Choice, mark: Mark): void {
    const list = this.model.squares.get(sq) ?? [];
    list.push(choice);
    this.model.squares.set(sq, list);
    if (!this.model.marks.has(sq)) this.model.marks.set(sq, mark);
  }

  /**
   * Movement paths; `first` (the Move declaration) goes before the steps. `blitz`: a Blitz whose
   * block is still to make, so each path says what is left for the block.
   */
  paths(
    player: number,
    moved: number,
    legalFirst: Set<number> | null,
    first: Action[],
    blitz?: BlitzAim,
  ): void {
    for (const r of reachable(this.g, player, moved)) {
      if (legalFirst && !legalFirst.has(r.path[0])) continue;
      // A portal's D6 is a die too: it says where the player goes next.
      const dice = r.rushes + r.dodges + (r.pickUp ? 1 : 0) + (r.portal ? 1 : 0);
      const needs = [
        r.dodges ? `${r.dodges} dodge${r.dodges > 1 ? 's' : ''}` : '',
        r.rushes ? `${r.rushes} rush${r.rushes > 1 ? 'es' : ''}` : '',
        r.pickUp ? 'pick-up' : '',
        r.portal ? 'teleports: D6' : '',
      ].filter(Boolean);
      const steps: Action[] = r.path.map((to) => ({ type: 'step', to }));
      const block = blitz ? this.blockWords(player, moved, r, blitz) : { words: '', none: false };
      const label = `Move to ${squareName(this.g, r.sq)}${needs.length ? ` (${needs.join(', ')})` : ''}: ${pct(r.chance)}${block.words}`;
      const onlyPortal = r.portal && dice === 1;
      this.square(
        r.sq,
        {
          key: `path-${r.sq}`,
          label,
          actions: [...first, ...steps],
          path: { player, moved, squares: r.path, ...(r.portal ? { portal: true } : {}) },
        },
        {
          fill: riskFill(dice),
          label: onlyPortal ? 'D6' : dice > 0 ? pct(r.chance) : undefined,
          ...(block.none ? { noBlock: true } : {}),
        },
      );
    }
  }

  /** What a blitz's path leaves for the block (the engine's `blitzBlockCost`), in words. */
  blockWords(player: number, moved: number, r: Reach, blitz: BlitzAim): { words: string; none: boolean } {
    const cost = blitzBlockCost(this.g, player, moved, r.path.length);
    if (cost === 'none') return { words: `; ${NO_BLOCK_WORDS}`, none: true };
    const target = this.g.players[blitz.target];
    const next = target && target.sq >= 0 && isAdjacent(dungeonOf(this.g), r.sq, target.sq);
    return { words: cost === 'rush' && next ? '; the block then needs a rush (2+)' : '', none: false };
  }
}

/** A block in words: the dice, who picks, the odds (engine `blockOdds`). */
function blockChoice(b: Builder, a: Action, attacker: number, target: number): void {
  const o = blockOdds(b.g, attacker, target);
  const dice = `${o.dice} ${o.dice === 1 ? 'die' : 'dice'}`;
  const who = o.attackerChooses ? 'you pick' : 'they pick';
  const label = `${actionLabel(b.g, a, b.d)}: ${dice}, ${who}; ${pct(o.defenderDown)} they go down, ${pct(o.attackerDown)} you do`;
  const aim = { from: b.g.players[attacker].sq, to: b.g.players[target].sq };
  b.add(a, label, undefined, { aim, tag: `${dice}, ${who}` });
}

function turnModel(b: Builder, d: Decision, selected: number | null): void {
  if (selected === null) return;
  const mine = d.actions.filter((a) => a.type === 'activate' && a.player === selected);
  const move = mine.find((a) => a.type === 'activate' && a.action === 'move');
  // A prone player stands up first: reachable() counts the MA (or the 4+) it costs. A player in
  // a pit reaches nowhere until it escapes or climbs out: reachable() says so too.
  if (move) b.paths(selected, 0, null, [move]);
  for (const a of mine) {
    if (a.type === 'activate' && a.action === 'block' && a.target !== undefined)
      blockChoice(b, a, selected, a.target);
    // A Foul may be declared on any prone or stunned opponent: the fouler moves to it first. Its
    // targets are on the board, like blocks, however far they lie.
    if (a.type === 'activate' && a.action === 'foul' && a.target !== undefined) {
      const label = `${actionLabel(b.g, a, b.d)}: moves next to it first, then fouls`;
      b.add(a, label, undefined, { aim: aimAt(b.g, selected, b.g.players[a.target].sq), tag: 'foul' });
    }
  }
  // A reserve coming on ([002]): its entrance squares are clicked on the board.
  for (const a of d.actions) if (a.type === 'enterReserve' && a.player === selected) b.add(a);
}

function activationModel(b: Builder, d: Extract<Decision, { kind: 'activation' }>): void {
  const player = d.player ?? -1;
  const steps = new Set(d.actions.flatMap((a) => (a.type === 'step' ? [a.to] : [])));
  const act = d.activation;
  const blitz =
    act?.action === 'blitz' && !d.context.acted && act.target >= 0 ? { target: act.target } : undefined;
  if (steps.size > 0) b.paths(player, d.context.moved, steps, [], blitz);
  for (const a of d.actions) {
    if (!ACT_ON_BOARD.has(a.type)) continue;
    if (a.type === 'block' || a.type === 'stab') blockChoice(b, a, player, a.target);
    else if (a.type === 'handOff') b.add(a, undefined, undefined, { aim: aimAt(b.g, player, a.to, true) });
    else b.add(a);
  }
}

/** From the acting player's square to a square (or a player's, `player`). */
function aimAt(g: Game, from: number, to: number, player = false): Choice['aim'] {
  return { from: g.players[from].sq, to: player ? g.players[to].sq : to };
}

/** Where a picked action aims: a square thrown at, or the player handed the ball. */
function aimOf(g: Game, actor: number, a: Action): Choice['aim'] {
  if (a.type === 'handOff') return aimAt(g, actor, a.to, true);
  if ('to' in a && typeof a.to === 'number') return aimAt(g, actor, a.to);
  return undefined;
}

/** A pass target in words: the receiver standing there, if any, and the square. */
function passTarget(g: Game, sq: number): string {
  const o = g.occ[sq];
  return o >= 0 ? `${playerName(g, o)} at ${squareName(g, sq)}` : squareName(g, sq);
}

function pickModel(b: Builder, pick: Pick): void {
  const g = b.g;
  const passer = actorOf(b.d);
  // [000] A pass from a pit is a D6 (1 fumbles) that passOdds does not know: no odds are shown.
  const fromPit = passer !== null && revealedTrapAt(g, g.players[passer].sq);
  for (const a of pick.actions) {
    const aim = passer === null ? undefined : aimOf(g, passer, a);
    if (a.type === 'pass' && fromPit) {
      b.add(
        a,
        `Pass to ${passTarget(g, a.to)} from the pit: a D6, 1 fumbles`,
        { fill: riskFill(1), label: 'pit' },
        { aim },
      );
    } else if ((a.type === 'pass' || a.type === 'throwBomb') && passer !== null) {
      const o = passOdds(g, passer, a.to);
      const label = `${o.band ?? '?'} ${pct(o.accurate)}`;
      const what = a.type === 'pass' ? `Pass to ${passTarget(g, a.to)}` : actionLabel(g, a, b.d);
      b.add(
        a,
        `${what}: ${o.band ?? ''} pass, ${pct(o.accurate)} accurate`,
        { fill: riskFill(o.accurate > 0.8 ? 0 : o.accurate > 0.6 ? 1 : o.accurate > 0.4 ? 2 : 3), label },
        { aim, tag: label },
      );
    } else b.add(a, undefined, undefined, { aim });
  }
}

/**
 * Where each legal action sits on the board for the current decision and selection; `marker`:
 * [000]'s trap marker kind the coach is placing (each square is offered once per kind: only the
 * chosen kind's placements go on the board).
 */
export function boardModel(
  g: Game,
  d: Decision | null,
  selected: number | null,
  pick: Pick | null,
  marker: string | null = null,
): BoardModel {
  if (!d) return { squares: new Map(), players: new Map(), marks: new Map() };
  const b = new Builder(g, d);
  if (pick) pickModel(b, pick);
  else if (d.kind === 'teamTurn') turnModel(b, d, selected);
  else if (d.kind === 'activation') activationModel(b, d);
  else {
    for (const a of d.actions) {
      if (a.type === 'deploy' && a.player !== selected) continue;
      if (a.type === 'placeTrap' && marker !== null && a.marker !== marker) continue;
      b.add(a);
    }
  }
  return b.model;
}

/** One die on a previewed path: the square, a short mark for the board ("D4+") and its words. */
export interface PathDie {
  sq: number;
  short: string;
  words: string;
}

/**
 * The dice of a previewed path (engine `pathDice`): a stand-up roll on the player's square, then
 * each rush, dodge and pick-up on the square it is rolled for.
 */
export function pathDiceMarks(g: Game, shape: PathShape): PathDie[] {
  const dice = pathDice(g, shape.player, shape.moved, shape.squares);
  const out: PathDie[] = [];
  const from = g.players[shape.player].sq;
  if (dice.standUp !== null)
    out.push({ sq: from, short: `S${dice.standUp}+`, words: `stand up ${dice.standUp}+` });
  for (const s of dice.steps) {
    const at = squareName(g, s.sq);
    if (s.rush) out.push({ sq: s.sq, short: 'R2+', words: `rush 2+ to ${at}` });
    if (s.dodge !== null) out.push({ sq: s.sq, short: `D${s.dodge}+`, words: `dodge ${s.dodge}+ to ${at}` });
    if (s.pickUp !== null)
      out.push({ sq: s.sq, short: `P${s.pickUp}+`, words: `pick up ${s.pickUp}+ at ${at}` });
  }
  // The portal at the end: a D6 names the portal the player comes out of.
  const last = shape.squares[shape.squares.length - 1];
  if (shape.portal && last !== undefined)
    out.push({ sq: last, short: 'D6', words: `teleports: D6 at ${squareName(g, last)}` });
  return out;
}
