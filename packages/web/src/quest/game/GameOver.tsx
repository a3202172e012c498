/**
 * The scores: escaped heroes by the gold of their loot, the tiebreakers (the highest card, then the
 * most cards), Kalladra if nobody escaped; the game's record to download (questRecord).
 */
import type { QuestResult } from '@dungeonbowl/dungeonquest';
import { type QuestState, questRecord } from '@dungeonbowl/dungeonquest/quest';

const DECIDED: Record<QuestResult['decidedBy'], string> = {
  kalladra: 'Nobody escaped: Kalladra, the dragon, keeps her gold and wins.',
  total: 'Decided by the gold total.',
  'highest-card': 'A tie on gold, decided by the highest single card.',
  'most-cards': 'A tie on gold and the highest card, decided by the most cards.',
  shared: 'Still tied after every tiebreaker: the win is shared.',
};

/** The record as a file name and JSON text. */
export function recordFile(g: QuestState): { name: string; text: string } {
  const heroes = g.heroes.map((h) => h.hero).join('-');
  return {
    name: `dungeonquest-${heroes}-${g.options.seed ?? 'tabletop'}.json`,
    text: JSON.stringify(questRecord(g), null, 1),
  };
}

function download(g: QuestState): void {
  const { name, text } = recordFile(g);
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function GameOver(props: { game: QuestState; onNew(): void; onReplay(): void }) {
  const g = props.game;
  const r = g.result!;
  const why = (name: string) => {
    const h = g.heroes.find((x) => x.name === name)!;
    if (h.status === 'escaped') return 'escaped';
    return h.cause === 'sunset' ? 'shut in at sunset' : `dead (${h.cause ?? 'unknown'})`;
  };
  return (
    <section
      class="qg-over"
      data-testid="quest-over"
      data-kalladra={r.kalladraWins ? 'true' : 'false'}
      data-winners={r.winners.join(',')}
    >
      <h2 data-testid="quest-winner">
        {r.kalladraWins
          ? 'Kalladra wins'
          : `${r.winners.join(' and ')} ${r.winners.length === 1 ? 'wins' : 'share the win'}`}
      </h2>
      <p>{DECIDED[r.decidedBy]}</p>
      <table class="qg-scores" data-testid="quest-scores">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Fate</th>
            <th scope="col">Gold</th>
            <th scope="col">Highest card</th>
            <th scope="col">Cards</th>
          </tr>
        </thead>
        <tbody>
          {r.standings.map((s) => (
            <tr
              key={s.player}
              data-testid={`quest-score-${s.player}`}
              class={r.winners.includes(s.player) ? 'won' : ''}
            >
              <th scope="row">{s.player}</th>
              <td>{why(s.player)}</td>
              <td class="num">{s.escaped ? s.total : '—'}</td>
              <td class="num">{s.escaped ? s.highestCard : '—'}</td>
              <td class="num">{s.escaped ? s.cards : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="muted">After {g.round} rounds. Only heroes who left the dungeon score.</p>
      <div class="qg-actions">
        <button type="button" data-testid="quest-record-download" onClick={() => download(g)}>
          Download the record
        </button>
        <button type="button" data-testid="quest-replay" onClick={props.onReplay}>
          Replay the game
        </button>
        <button type="button" class="primary" data-testid="quest-new-game" onClick={props.onNew}>
          A new game
        </button>
      </div>
    </section>
  );
}
