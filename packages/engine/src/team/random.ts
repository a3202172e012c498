/**
 * Random legal teams, for bots and simulations: the same roster, seed and budget always give the
 * same team. Only choosable positions are used (status.ts), and every step keeps the team
 * completable, so the result always passes validateTeam.
 */

import { getRoster, type PositionData, type RosterData } from '../data/rosters.ts';
import { type DiceState, rollDie, seededDice } from '../dice.ts';
import { TEAM_FORMAT, TEAM_VERSION, type TeamError, type TeamFile } from './schema.ts';
import {
  cheapestFill,
  DEFAULT_BUDGET,
  MAX_PLAYERS,
  MIN_PLAYERS,
  positionChoosable,
  roomFor,
  type TeamRuleOptions,
} from './status.ts';
import { gp } from './validate.ts';

export interface RandomTeamOptions extends TeamRuleOptions {
  /** The team's name (default: the roster's name). */
  name?: string;
  /** Hire the College Wizard (true), never (false), or on a coin toss when it fits (default). */
  wizard?: boolean;
}

export type RandomTeamResult = { ok: true; team: TeamFile } | { ok: false; errors: TeamError[] };

/** Kit colours (primary, secondary), chosen to be told apart by colour-blind eyes too. */
const KITS: [string, string][] = [
  ['#d55e00', '#000000'],
  ['#0072b2', '#f0e442'],
  ['#009e73', '#ffffff'],
  ['#cc79a7', '#000000'],
  ['#e69f00', '#0072b2'],
  ['#56b4e9', '#000000'],
  ['#7d3c98', '#f0e442'],
  ['#c0392b', '#ffffff'],
];

class Picker {
  private readonly dice: DiceState;
  constructor(seed: number) {
    this.dice = seededDice(seed);
  }
  /** 0..n-1 */
  below(n: number): number {
    return rollDie(this.dice, n, 'team') - 1;
  }
}

interface Draft {
  roster: RosterData;
  choosable: PositionData[];
  byPos: Map<string, number>;
  byPool: Map<string, number>;
  picked: PositionData[];
  spent: number;
  budget: number;
}

function add(d: Draft, p: PositionData): void {
  d.picked.push(p);
  d.spent += p.cost;
  d.byPos.set(p.id, (d.byPos.get(p.id) ?? 0) + 1);
  for (const pool of p.pools) d.byPool.set(pool, (d.byPool.get(pool) ?? 0) + 1);
}

/** Positions that fit now and still leave `reserve` money for `later` more of the cheapest. */
function candidates(d: Draft, later: number, reserve: number): PositionData[] {
  return d.choosable.filter((p) => {
    if (roomFor(d.roster, p, d.byPos, d.byPool) === 0) return false;
    if (d.spent + p.cost + reserve > d.budget) return false;
    if (later === 0) return true;
    const pos = new Map(d.byPos).set(p.id, (d.byPos.get(p.id) ?? 0) + 1);
    const pools = new Map(d.byPool);
    for (const pool of p.pools) pools.set(pool, (pools.get(pool) ?? 0) + 1);
    return d.spent + p.cost + reserve + cheapestFill(d.roster, d.choosable, pos, pools, later) <= d.budget;
  });
}

function unbuildable(roster: RosterData, budget: number, wizard = false): TeamError {
  const plus = wizard ? ' and a College Wizard' : '';
  return {
    code: 'NO_LEGAL_TEAM',
    message: `${roster.name} has no legal team of ${MIN_PLAYERS} choosable players${plus} within ${gp(budget)} (see dungeonbowl team rosters)`,
    path: 'roster',
  };
}

/** A random legal team of the roster, or why there is none. */
export function randomTeam(rosterId: string, seed: number, opts: RandomTeamOptions = {}): RandomTeamResult {
  const roster = getRoster(rosterId);
  if (!roster) {
    return {
      ok: false,
      errors: [{ code: 'UNKNOWN_ROSTER', message: `unknown roster '${rosterId}'`, path: 'roster' }],
    };
  }
  if (opts.wizard && roster.wizardCost === null) {
    return {
      ok: false,
      errors: [{ code: 'NO_WIZARD', message: `${roster.name} cannot hire a College Wizard`, path: 'wizard' }],
    };
  }
  const budget = opts.budget ?? DEFAULT_BUDGET;
  // A wizard asked for is paid for before anything else is bought.
  const wizardReserve = opts.wizard ? (roster.wizardCost ?? 0) : 0;
  const rng = new Picker(seed);
  const d: Draft = {
    roster,
    choosable: roster.positions.filter((p) => positionChoosable(p, opts)),
    byPos: new Map(),
    byPool: new Map(),
    picked: [],
    spent: 0,
    budget,
  };
  // A few re-rolls are kept back while the first eleven are bought, when the money allows it.
  const wantRerolls = Math.min(roster.maxRerolls, 1 + rng.below(4));
  const core = cheapestFill(roster, d.choosable, d.byPos, d.byPool, MIN_PLAYERS);
  if (core + wizardReserve > budget)
    return { ok: false, errors: [unbuildable(roster, budget, wizardReserve > 0)] };
  const reserve =
    Math.min(wantRerolls, Math.floor((budget - core - wizardReserve) / roster.rerollCost)) *
      roster.rerollCost +
    wizardReserve;
  while (d.picked.length < MIN_PLAYERS) {
    const options = candidates(d, MIN_PLAYERS - d.picked.length - 1, reserve);
    add(d, options[rng.below(options.length)]);
  }
  const rerolls = Math.min(wantRerolls, Math.floor((budget - d.spent - wizardReserve) / roster.rerollCost));
  d.spent += rerolls * roster.rerollCost;
  const wizardCost = roster.wizardCost;
  const wizard = opts.wizard ?? (wizardCost !== null && rng.below(2) === 0 && d.spent + wizardCost <= budget);
  if (wizard) d.spent += wizardCost ?? 0;
  const size = Math.min(MAX_PLAYERS, MIN_PLAYERS + rng.below(4));
  while (d.picked.length < size) {
    const options = candidates(d, 0, 0);
    if (options.length === 0) break;
    add(d, options[rng.below(options.length)]);
  }
  return {
    ok: true,
    team: teamFile(d, opts.name ?? roster.name, rerolls, wizard, KITS[rng.below(KITS.length)]),
  };
}

function teamFile(d: Draft, name: string, rerolls: number, wizard: boolean, kit: [string, string]): TeamFile {
  // Numbered in roster order, so a team sheet reads like the roster.
  const order = (p: PositionData) => d.roster.positions.indexOf(p);
  const players = [...d.picked]
    .sort((a, b) => order(a) - order(b))
    .map((p, i) => ({ name: `${p.name} ${i + 1}`, number: i + 1, position: p.id }));
  return {
    format: TEAM_FORMAT,
    version: TEAM_VERSION,
    name,
    roster: d.roster.id,
    colours: { primary: kit[0], secondary: kit[1] },
    rerolls,
    wizard,
    players,
  };
}
