/** The odds of the fight from this moment, and how they moved step by step. */
import type { Hero, Odds } from '@dungeonbowl/dungeonquest';
import type { ShownOdds } from './model.ts';
import { pct } from './words.ts';

const BEST: Record<string, string> = {
  escape: 'trying to escape',
  attack: 'attacking',
  keep: 'keeping both dice',
  reroll: 're-rolling die',
};

export interface OddsStep {
  label: string;
  odds: Odds;
}

export function OddsPanel(props: { odds: ShownOdds | null; over: boolean; monster: string; hero: Hero }) {
  const { odds, monster, hero } = props;
  if (!odds) return null;
  const o = odds.now;
  const rows: [string, string, number][] = [
    ['win', `${hero.short} wins`, o.win],
    ['loss', `${hero.short} dies, the ${monster} stands`, o.loss],
    ['mutual', 'Both fall', o.mutual],
  ];
  if (o.escaped > 0) rows.push(['escaped', `${hero.short} escapes`, o.escaped]);
  return (
    <section class="quest-odds" data-testid="quest-odds" data-hidden={odds.hidden ? 'true' : 'false'}>
      <h3>{props.over ? 'The fight is over' : 'Odds from here'}</h3>
      {!props.over && odds.best && (
        <p class="muted" data-testid="quest-odds-best">
          With the best choice now: {BEST[odds.best.replace(/-\d$/, '')] ?? odds.best}
          {odds.best.startsWith('reroll-') ? ` ${Number(odds.best.slice(-1)) + 1}` : ''}.
        </p>
      )}
      {!props.over && odds.hidden && (
        <p class="quest-hidden-note" data-testid="quest-odds-hidden">
          The {monster}'s life is hidden: these odds are averaged over the lives its token may have
          {odds.hidden.length > 0 ? ` (${odds.hidden.map((h) => `${h.life}: ${pct(h.p)}`).join(', ')})` : ''}.
        </p>
      )}
      <table>
        <tbody>
          {rows.map(([key, label, p]) => (
            <tr key={key} data-testid={`quest-odds-${key}`} data-p={p}>
              <th scope="row">{label}</th>
              <td class="num">{pct(p)}</td>
              <td class="bar">
                <span class={`fill ${key}`} style={{ width: `${(100 * p).toFixed(2)}%` }} />
              </td>
            </tr>
          ))}
          <tr data-testid="quest-odds-wounds" data-value={o.expectedWounds}>
            <th scope="row">Expected wounds</th>
            <td class="num">{o.expectedWounds.toFixed(2)}</td>
            <td class="muted">taken from here on</td>
          </tr>
          {!props.over && (
            <tr data-testid="quest-odds-rounds" data-value={o.expectedRounds}>
              <th scope="row">Expected rounds</th>
              <td class="num">{o.expectedRounds.toFixed(2)}</td>
              <td />
            </tr>
          )}
        </tbody>
      </table>
      {!props.over && (
        <p class="muted">
          Exact (a Markov chain, not sampling), with the best choices from here on
          {odds.choices.length > 1 ? '; each choice shows its own odds' : ''}.
        </p>
      )}
    </section>
  );
}

const W = 320;
const H = 110;

/** One stacked bar per step: win, escape, both fall, loss; the best path's odds at that moment. */
export function OddsChart(props: { steps: OddsStep[] }) {
  const steps = props.steps.slice(-60);
  if (steps.length === 0) return null;
  const n = steps.length;
  const gap = 4;
  const bw = Math.min(36, (W - gap * (n + 1)) / n);
  const parts: [keyof Odds, string][] = [
    ['win', 'win'],
    ['escaped', 'escaped'],
    ['mutual', 'mutual'],
    ['loss', 'loss'],
  ];
  return (
    <section class="quest-chart" data-testid="quest-odds-chart">
      <h3>The odds, step by step</h3>
      <svg viewBox={`0 0 ${W} ${H + 24}`} role="img" aria-label="The chance of each outcome after every step">
        {steps.map((s, i) => {
          const x = gap + i * (bw + gap);
          let y = H;
          return (
            <g key={i}>
              <title>
                {s.label}: win {pct(s.odds.win)}, escape {pct(s.odds.escaped)}, both fall {pct(s.odds.mutual)}
                , dies {pct(s.odds.loss)}
              </title>
              {parts.map(([k, cls]) => {
                const h = (s.odds[k] as number) * H;
                y -= h;
                return h > 0 ? (
                  <rect key={k} class={`fill ${cls}`} x={x} y={y} width={bw} height={h} />
                ) : null;
              })}
              {n <= 14 && (
                <text x={x + bw / 2} y={H + 14} text-anchor="middle" font-size="9">
                  {s.label.replace('round ', 'r').replace('re-roll ', 'rr')}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p class="legend">
        <span class="key win" /> win <span class="key escaped" /> escape <span class="key mutual" /> both fall{' '}
        <span class="key loss" /> dies
      </p>
    </section>
  );
}
