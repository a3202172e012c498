/** Registers every frame handler. */
import './test.ts';
import './ball.ts';
import './turn.ts';
import './activation.ts';
import './step.ts';
import './teleport.ts';
import './push.ts';
import './block.ts';
import './pass.ts';
import './wall-throw.ts';
import './hand-off.ts';
import './foul.ts';
import './chest.ts';
import './throw-team-mate.ts';
import './stab.ts';
import './shadowing.ts';
import './pregame.ts';
