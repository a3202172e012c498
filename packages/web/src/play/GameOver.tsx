/** The end of the game: who won and why, and what to do next. */
import { type Game, getRuleset } from '@dungeonbowl/engine';
import type { ComponentChildren } from 'preact';
import { type GameStats, gameStats } from '../game-stats.ts';
import type { LogLine } from '../log.ts';
import { teamName } from '../names.ts';
import { TeamChip } from '../panel/Status.tsx';
import { words } from '../words.ts';
import { MarkChip } from './TurnOrder.tsx';
import './game-over.css';

/** Why the game ended, where the engine's code needs more words. */
const REASON: Record<string, string> = {
  time: 'the time is up',
  annihilation: 'annihilation: a team has nobody left to play',
  concede: 'the other coaches conceded',
};

/** Results that come of running out of turns or time: the screen says the rule that decided. */
const TIME_UP = new Set(['turnLimit', 'timeLimit', 'time']);

/**
 * The rule that decided a game ended by the turn limit (or the clock), in the engine's words
 * (the ruleset's `timeUpRule`), so a result against the run of play is no surprise.
 */
function TimeUpRule({ g }: { g: Game }) {
  const rule = TIME_UP.has(g.result!.reason) ? getRuleset(g.rulesetId)?.timeUpRule : undefined;
  if (!rule) return null;
  return (
    <p class="game-over-rule" data-testid="game-over-rule">
      The rule {g.result!.reason === 'time' ? 'when time is up' : 'at the turn limit'}: {rule}.
    </p>
  );
}

/** A table of a row per team: its chip, then the cells given for it under the headings. */
function TeamTable(props: {
  g: Game;
  testid: string;
  heads: string[];
  cells(team: number): ComponentChildren;
}) {
  return (
    <table class="final-score" data-testid={props.testid}>
      <thead>
        <tr>
          <th>Team</th>
          {props.heads.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.g.teams.map((_, i) => (
          <tr key={i}>
            <td>
              <Team g={props.g} team={i} />
            </td>
            {props.cells(i)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A team's chip: its mark among more than two teams, else its colour and name. */
function Team({ g, team }: { g: Game; team: number }) {
  return g.teams.length > 2 ? (
    <MarkChip g={g} team={team} />
  ) : (
    <TeamChip team={team} name={teamName(g, team)} />
  );
}

/**
 * The final score (touchdowns per team) and, when the ruleset gives them (BRAWL: 3 for a win,
 * 1 for a draw, 0 for a loss), the league points.
 */
function Score({ g }: { g: Game }) {
  const r = g.result!;
  const score = r.score ?? g.score;
  if (!score) return null;
  const points = r.points;
  return (
    <TeamTable
      g={g}
      testid="game-over-score"
      heads={points ? ['Touchdowns', 'League points'] : ['Touchdowns']}
      cells={(i) => (
        <>
          <td data-testid={`game-over-score-${i}`}>{score[i] ?? 0}</td>
          {points && (
            <td class="points" data-testid={`game-over-points-${i}`}>
              {points[i] ?? 0}
            </td>
          )}
        </>
      )}
    />
  );
}

/** The casualties each team caused (to other teams' players) and suffered (from anyone or anything). */
function Casualties({ g, stats }: { g: Game; stats: GameStats }) {
  return (
    <TeamTable
      g={g}
      testid="game-over-casualties"
      heads={['Casualties caused', 'Casualties suffered']}
      cells={(i) => (
        <>
          <td data-testid={`game-over-caused-${i}`}>{stats.caused[i]}</td>
          <td data-testid={`game-over-suffered-${i}`}>{stats.suffered[i]}</td>
        </>
      )}
    />
  );
}

/** The chests opened, by whom and what came out (under the rulesets that have chests). */
function Chests({ g, stats }: { g: Game; stats: GameStats }) {
  if (g.chests.length === 0 && stats.chests.length === 0) return null;
  return (
    <div class="game-over-chests" data-testid="game-over-chests">
      <strong>
        Chests opened: {stats.chests.length} of {Math.max(g.chests.length, stats.chests.length)}
      </strong>
      {stats.chests.length > 0 && (
        <ul>
          {stats.chests.map((c, i) => (
            <li key={i} data-testid="game-over-chest">
              <Team g={g} team={c.team} /> {c.player} at {c.at}: {c.ball ? 'the ball' : 'it exploded'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function GameOver(props: {
  g: Game;
  /** The game's log (its events): the casualties and chests are counted from it. */
  log: readonly LogLine[];
  onClose(): void;
  onDownload(): void;
  onReplay(): void;
  onNew(): void;
}) {
  const r = props.g.result;
  const stats = gameStats(props.g, props.log);
  if (!r) return null;
  return (
    <div class="modal-back">
      <div
        class="modal game-over"
        role="dialog"
        aria-modal="true"
        data-testid="game-over"
        data-winner={r.winner ?? ''}
      >
        <h2>Game over</h2>
        <p class="result" data-testid="game-result">
          {r.winner === null ? (
            'A draw'
          ) : (
            <>
              <TeamChip team={r.winner} name={teamName(props.g, r.winner)} /> wins
            </>
          )}{' '}
          ({REASON[r.reason] ?? `${words(r.reason)}${r.detail ? `: ${r.detail}` : ''}`})
        </p>
        <TimeUpRule g={props.g} />
        <Score g={props.g} />
        <Casualties g={props.g} stats={stats} />
        <Chests g={props.g} stats={stats} />
        <p data-testid="game-over-turns">Team turns played: {props.g.turn.number}</p>
        <div class="buttons">
          <button type="button" data-testid="game-over-download" onClick={props.onDownload}>
            Download the record
          </button>
          <button type="button" data-testid="game-over-replay" onClick={props.onReplay}>
            Replay it
          </button>
          <button type="button" data-testid="game-over-new" onClick={props.onNew}>
            New game
          </button>
          <button
            type="button"
            class="secondary"
            data-testid="game-over-close"
            title="The Result button in the top bar brings this back"
            onClick={props.onClose}
          >
            Look at the board
          </button>
        </div>
      </div>
    </div>
  );
}
