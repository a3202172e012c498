/**
 * Prints a game record turn by turn (score, ball, carrier, chests), to see why a brawl2013 game
 * ended as it did: `npx tsx bench/brawl-trace.ts RECORD.json`.
 */
import { readFileSync } from 'node:fs';
import { apply, createGame, type Game } from '../packages/engine/src/index.ts';

const rec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const made = createGame(rec.setup, rec.options);
if (!made.ok) throw new Error(JSON.stringify(made.errors));
let g: Game = made.game;
let lastTurn = -2;
const w = g.width;
const at = (sq: number) => (sq < 0 ? '-' : `${sq % w},${Math.floor(sq / w)}`);
for (const a of rec.actions) {
  if (g.turn.number !== lastTurn) {
    lastTurn = g.turn.number;
    const b = g.ball;
    const c = b.state === 'carried' ? g.players[b.carrier] : null;
    const onPitch = g.teams.map((_, t) => g.players.filter((p) => p.team === t && p.sq >= 0).length);
    console.log(
      `turn ${g.turn.number} team ${g.turn.order[g.turn.index]} score ${g.score} ball ${b.state} ${at(b.sq)}` +
        (c ? ` carrier team ${c.team} at ${at(c.sq)}` : '') +
        ` chests closed ${g.chests
          .filter((x) => !x.open)
          .map((x) => at(x.sq))
          .join(' ')} on pitch ${onPitch}`,
    );
  }
  const r = apply(g, a, { inPlace: true });
  if (!r.ok) throw new Error(r.error.message);
  g = r.game;
}
console.log('result', JSON.stringify(g.result));
