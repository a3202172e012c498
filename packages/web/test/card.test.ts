/**
 * The player card's and the legend's words (panel/card.ts, panel/legend.ts; the placement rule
 * is the engine's placementText, tested in the engine's rule-text.test.ts), without a browser:
 * what a coach reads on hovering a player, which end zone each team scores in, and where the
 * pre-game's next chest, portal or trap may go. Scenarios from the engine's `scenario()`.
 */
import {
  apply,
  createGame,
  type Game,
  getBuiltinDungeon,
  legalActions,
  placementText,
  SKILL_TEXT,
  scenario,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { TEN } from '../../engine/test/helpers/dungeonbrawl.ts';
import { pregame } from '../../engine/test/helpers/pregame.ts';
import { playerCard } from '../src/panel/card.ts';
import { endZoneLines, SHADES } from '../src/panel/legend.ts';
import { gameSetup } from '../src/setup/form.ts';
import { rulesetChoice } from '../src/setup/rulesets.ts';
import { defaultSide } from '../src/setup/side.ts';

const MAP = `
#########
#A.....B#
#A.....B#
#########
`;

function bowl(): Game {
  return scenario({
    map: MAP,
    players: [
      { team: 0, at: [2, 1], skills: ['block', 'loner:4'], number: 7 },
      { team: 1, at: [5, 1], status: 'prone' },
      { team: 1, at: 'ko' },
      { team: 0, at: 'reserve', skills: [] },
    ],
    ball: { carrier: 0 },
  });
}

const card = (g: Game, id: number) => {
  const c = playerCard(g, id);
  if (!c) throw new Error(`no card for player ${id}`);
  return c;
};

describe('the player card', () => {
  it('names the player and its team, and lists its profile', () => {
    const c = card(bowl(), 0);
    expect(c.title).toMatch(/#7$/);
    expect(c.teamName).toBe('Team 0');
    expect(c.stats.map((s) => `${s.label} ${s.value}`)).toEqual(['MA 6', 'ST 3', 'AG 3+', 'PA 4+', 'AV 9+']);
  });

  it('explains each skill in a sentence, a skill with a parameter by its name', () => {
    const c = card(bowl(), 0);
    expect(c.skills.map((s) => s.name)).toEqual(['Block', 'Loner (4+)']);
    expect(c.skills[0].text).toBe(SKILL_TEXT.block);
    expect(c.skills[1].text).toBe(SKILL_TEXT.loner);
    expect(c.skills[0].text).toMatch(/Both Down/);
  });

  it('says how it stands, that it has the ball, and that it has acted', () => {
    const g = bowl();
    expect(card(g, 0).state).toBe('standing');
    expect(card(g, 0).notes).toContain('has the ball');
    expect(card(g, 1).state).toBe('prone');
    expect(card(g, 1).notes).not.toContain('has the ball');
    g.players[0].activated = true;
    expect(card(g, 0).notes).toContain('has acted this turn');
  });

  it("off the floor: KO'd, in reserve, a casualty with its result", () => {
    const g = bowl();
    expect(card(g, 2).state).toBe("KO'd");
    expect(card(g, 3).state).toBe('in reserve');
    g.players[2].status = 'casualty';
    g.players[2].casualty = 'badlyHurt';
    expect(card(g, 2).state).toBe('a casualty (badly hurt)');
  });

  it('has no injury ladder where the ruleset keeps none', () => {
    expect(card(bowl(), 0).ladder).toBeNull();
  });

  it("under Dungeon Brawl: the ladder's step, normal at first; a hurt player's skills are lost", () => {
    const g = scenario({
      ruleset: 'dungeonbrawl',
      map: TEN,
      players: [
        { team: 0, at: [2, 2], skills: ['dodge'] },
        { team: 1, at: 'ko' },
      ],
    });
    expect(card(g, 0).ladder).toEqual({ step: 'normal', words: 'normal (no injury yet)' });
    g.players[0].injuries = 1;
    g.players[0].skillsLost = true;
    const hurt = card(g, 0);
    expect(hurt.ladder?.step).toBe('hurt');
    expect(hurt.ladder?.words).toMatch(/no skills/);
    expect(hurt.skillsLost).toBe(true);
    expect(hurt.skills.map((s) => s.name)).toEqual(['Dodge']);
    // [000]: no KO box; a removed player comes back by the entrance.
    expect(card(g, 1).state).toBe('out: back by the entrance next turn');
  });
});

describe('the legend', () => {
  it('names the end zone each team defends and the one it scores in', () => {
    const lines = endZoneLines(bowl()).map((l) => l.text);
    expect(lines).toEqual([
      'Team 0 defends end zone A and scores in end zone B.',
      'Team 1 defends end zone B and scores in end zone A.',
    ]);
  });

  it('under Dungeon Brawl every team scores in any end zone', () => {
    const g = scenario({ ruleset: 'dungeonbrawl', map: TEN, players: [{ team: 0, at: [2, 2] }] });
    const lines = endZoneLines(g);
    expect(lines).toHaveLength(1);
    expect(lines[0].text).toMatch(/^Every team scores in any end zone/);
  });

  it('before the end zones are chosen it says so', () => {
    const { g } = pregame('dungeonbowl2021');
    expect(endZoneLines(g)[0].text).toMatch(/end zones not chosen yet/);
  });

  it('shades in the colours the board uses, each explained', () => {
    expect(SHADES.map((s) => s.fill)).toContain('#b8e3b0');
    expect(SHADES.every((s) => s.text.length > 0)).toBe(true);
  });

  it("Dungeon Brawl's trap markers: seen where they lie, never two pits side by side", () => {
    const made = gameSetup(
      {
        rules: rulesetChoice('dungeonbrawl'),
        dungeon: { text: getBuiltinDungeon('brawl-pit')!.text, errors: [] },
        sides: Array.from({ length: 4 }, (_, i) => defaultSide(i)),
        seed: 4,
        turnLimit: '2',
        tabletop: false,
        clocks: true,
        matchMinutes: '',
        turnMinutes: '',
      },
      4,
    );
    if (!made.ok) throw new Error(made.errors.join('; '));
    const c = createGame(made.setup, made.options);
    if (!c.ok) throw new Error('no game');
    let g = c.game;
    for (let i = 0; i < 40 && legalActions(g)?.kind !== 'placeTrap'; i++) {
      const r = apply(g, legalActions(g)!.actions[0]);
      if (!r.ok) throw new Error(r.error.message);
      g = r.game;
    }
    const rule = placementText(g, legalActions(g));
    expect(rule).toMatch(/^Place your trap markers face down: every coach sees where a marker lies/);
    expect(rule).toMatch(/a pit or spiked pit never next to your own pits/);
    expect(rule).toMatch(/teleporter/);
  });
});
