/**
 * The new-game screen: ruleset, dungeon, a team and a coach (person or bot) per side, a seed, a
 * turn limit and table-top mode; or a game record to open. createGame checks the set-up; its
 * errors are shown with the field they concern.
 */
import { type GameOptions, type GameSetup, getRuleset, rulesetIds } from '@dungeonbowl/engine';
import { useState } from 'preact/hooks';
import { type AskDie, createWithDice } from '../dice.ts';
import { logLines } from '../log.ts';
import { GameController } from '../play/controller.ts';
import { buildReplay, type ReplayData } from '../replay/build.ts';
import { DungeonPick, useDungeonChoice } from './DungeonPick.tsx';
import { FileDrop } from './FileDrop.tsx';
import { defaultSide, type SideState, sideTeam, TeamPick } from './TeamPick.tsx';

export interface NewGameProps {
  askDie: AskDie;
  onStart(ctl: GameController): void;
  onReplay(data: ReplayData): void;
}

const randomSeed = () => Math.floor(Math.random() * 1_000_000);

export function NewGame({ askDie, onStart, onReplay }: NewGameProps) {
  const [ruleset, setRuleset] = useState(rulesetIds()[0]);
  const [count, setCount] = useState(2);
  const dungeon = useDungeonChoice(ruleset, count);
  const [sides, setSides] = useState<SideState[]>([defaultSide(0), defaultSide(1)]);
  const [seedText, setSeedText] = useState('');
  const [turnLimit, setTurnLimit] = useState('');
  const [tabletop, setTabletop] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [recordErrors, setRecordErrors] = useState<string[]>([]);
  const [starting, setStarting] = useState(false);
  const zones = dungeon.choice.dungeon?.endZones.length ?? 2;
  const seed = seedText.trim() === '' ? null : Number(seedText);

  const setTeams = (n: number) => {
    setCount(n);
    setSides(Array.from({ length: n }, (_, i) => sides[i] ?? defaultSide(i)));
  };

  const start = async () => {
    const s = seed ?? randomSeed();
    const problems: string[] = [...dungeon.choice.errors.map((e) => `dungeon ${e}`)];
    if (seed !== null && !Number.isInteger(seed)) problems.push('the seed is a whole number');
    const teams = sides.map((side, i) => {
      const t = sideTeam(side, s, i);
      for (const e of t.errors) problems.push(`side ${i + 1}: ${e}`);
      return t.team;
    });
    const limit = turnLimit.trim() === '' ? null : Number(turnLimit);
    if (limit !== null && !(Number.isInteger(limit) && limit > 0))
      problems.push('the turn limit is a whole number of turns per team');
    if (problems.length > 0 || !dungeon.choice.text) return setErrors(problems);
    const setup: GameSetup = { ruleset, dungeon: dungeon.choice.text, teams: teams.map((t) => t!) };
    const rules = limit ? { rules: { turnLimit: limit } } : {};
    const options: GameOptions = tabletop ? { ...rules } : { seed: s, ...rules };
    setStarting(true);
    const made = await createWithDice(setup, options, tabletop, askDie);
    setStarting(false);
    if (!made) return;
    if (!made.ok) return setErrors(made.errors);
    const seats = sides.map((x) => x.seat);
    onStart(
      new GameController({
        setup,
        options: tabletop ? { ...options, dice: made.dice } : options,
        game: made.game,
        actions: [],
        log: logLines(made.game, made.events),
        seats,
        tabletop,
        botSeed: s,
      }),
    );
  };

  const openRecord = (text: string) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      return setRecordErrors([`not JSON: ${(e as Error).message}`]);
    }
    const built = buildReplay(json);
    if (!built.ok) return setRecordErrors(built.errors);
    setRecordErrors([]);
    onReplay(built.data);
  };

  return (
    <div class="new-game" data-testid="new-game-screen">
      <h1>Dungeon Bowl</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <fieldset>
          <legend>Rules</legend>
          <select
            data-testid="ng-ruleset"
            value={ruleset}
            onChange={(e) => setRuleset((e.target as HTMLSelectElement).value)}
          >
            {rulesetIds().map((id) => (
              <option key={id} value={id}>
                {getRuleset(id)?.name ?? id}
              </option>
            ))}
          </select>{' '}
          <label>
            Teams{' '}
            <select
              data-testid="ng-team-count"
              value={String(count)}
              onChange={(e) => setTeams(Number((e.target as HTMLSelectElement).value))}
            >
              {Array.from({ length: Math.max(1, Math.min(zones, 8) - 1) }, (_, i) => i + 2).map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </label>
        </fieldset>
        <DungeonPick s={dungeon} ruleset={ruleset} />
        <div class="sides">
          {sides.map((side, i) => (
            <TeamPick
              key={i}
              index={i}
              s={side}
              seed={seed ?? 0}
              onChange={(x) => setSides(sides.map((y, j) => (j === i ? x : y)))}
            />
          ))}
        </div>
        <fieldset>
          <legend>Options</legend>
          <label>
            Seed{' '}
            <input
              data-testid="ng-seed"
              type="number"
              placeholder="random"
              value={seedText}
              onInput={(e) => setSeedText((e.target as HTMLInputElement).value)}
            />
          </label>{' '}
          <label>
            Turn limit (per team){' '}
            <input
              data-testid="ng-turn-limit"
              type="number"
              min={1}
              placeholder="none: play to a touchdown"
              value={turnLimit}
              onInput={(e) => setTurnLimit((e.target as HTMLInputElement).value)}
            />
          </label>{' '}
          <label title="Every die is rolled at the table and typed in; the page keeps the rules and the state.">
            <input
              data-testid="ng-tabletop"
              type="checkbox"
              checked={tabletop}
              onChange={(e) => setTabletop((e.target as HTMLInputElement).checked)}
            />{' '}
            Table-top mode (type in real dice)
          </label>
        </fieldset>
        {errors.length > 0 && (
          <ul class="errors" data-testid="ng-errors">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
        <button type="submit" class="primary" data-testid="ng-start" disabled={starting}>
          Start the game
        </button>
      </form>
      <fieldset class="open-record">
        <legend>Or open a game record</legend>
        <FileDrop
          testid="ng-open-record"
          accept=".json,application/json"
          label="Drop a game record (.json) here, or pick one, to replay or continue it"
          onText={openRecord}
        />
        {recordErrors.length > 0 && (
          <ul class="errors" data-testid="ng-record-errors">
            {recordErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </fieldset>
    </div>
  );
}
