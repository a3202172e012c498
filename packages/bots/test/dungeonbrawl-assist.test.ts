/**
 * [000] Third-party assists: the scripted bot, asked as a coach next to a block between two other
 * teams, helps against the team nearest to winning (the ball's holder first) and stays out when
 * neither side is clearly nearer the ball. Player 0 (team 0) at (5,2) blocks player 1 (team 1) at
 * (6,2); our player 2 (team 2) at (6,3) is next to both, so it may help either.
 */
import {
  type Action,
  apply,
  type Game,
  legalActions,
  type ScenarioPlayer,
  scenario,
  view,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { HALLS } from '../../engine/test/helpers/dungeonbrawl.ts';
import { scriptedBot, seededRng } from '../src/index.ts';

const block: Action = { type: 'activate', player: 0, action: 'block', target: 1 };

/** The bot's answer for team 2 when asked about the block. */
function answer(others: ScenarioPlayer[], ball?: { carrier: number } | { at: [number, number] }): Action {
  let g: Game = scenario({
    ruleset: 'dungeonbrawl',
    map: HALLS,
    players: [
      { team: 0, at: [5, 2] },
      { team: 1, at: [6, 2] },
      { team: 2, at: [6, 3] },
      { team: 3, at: [14, 2] },
      ...others,
    ],
    ...(ball ? { ball } : {}),
  });
  const r = apply(g, block);
  if (!r.ok) throw new Error(r.error.message);
  g = r.game;
  const d = legalActions(g)!;
  expect(d.kind).toBe('thirdPartyAssist');
  expect(d.team).toBe(2);
  const a = scriptedBot().choose({ view: view(g, 2), team: 2, decision: d, rng: seededRng(1) });
  expect(d.actions).toContainEqual(a);
  return a;
}

const helpBlocker: Action = { type: 'choosePlayer', player: 0 };
const helpTarget: Action = { type: 'choosePlayer', player: 1 };
const stayOut: Action = { type: 'useSkill', skill: 'assist', yes: false, player: 2 };

describe('Dungeon Brawl: the scripted bot as a third party to a block', () => {
  it('helps block another team’s ball carrier', () => {
    expect(answer([], { carrier: 1 })).toEqual(helpBlocker);
  });

  it('never helps the team holding the ball: it helps the target of its carrier', () => {
    expect(answer([], { carrier: 0 })).toEqual(helpTarget);
  });

  it('helps against a team near the loose ball', () => {
    // Team 1 has a player beside the ball at (12,5); team 0 is far from it.
    expect(answer([{ team: 1, at: [12, 4] }], { at: [12, 5] })).toEqual(helpBlocker);
    // The other way round: team 0 near it, so the bot helps team 1's player against the blocker.
    expect(answer([{ team: 0, at: [12, 4] }], { at: [12, 5] })).toEqual(helpTarget);
  });

  it('stays out when neither side is clearly nearer the ball', () => {
    expect(answer([])).toEqual(stayOut);
  });
});
