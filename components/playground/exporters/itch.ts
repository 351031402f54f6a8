import { baseFallDuration, type Settings } from '../simulation';
import { configDocument, settingsSummary, type ExportFiles } from './json';

/**
 * The game itself: a dependency-free canvas version of the PhysicsDropper mechanic.
 * Real circle-versus-peg physics with gravity in m/s², restitution = Bounciness, the clock
 * scaled by Simulation Speed (5 = real time) and Particle Density / 5 balls in play.
 */
const gameScript = String.raw`
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('config').textContent);
  var canvas = document.getElementById('board');
  var ctx = canvas.getContext('2d');
  var hud = document.getElementById('hud');
  var colors = ['#a78bfa', '#22d3ee', '#f472b6', '#fbbf24'];
  var restitution = Math.min(Math.max(config.bounciness, 0), 1);
  var timeScale = Math.max(config.simulationSpeed, 0.1) / 5;
  var target = Math.max(1, Math.round(config.particleDensity / 5));
  var binScores = [10, 25, 50, 100, 50, 25, 10];
  var W = 0, H = 0, ppm = 1, pegR = 4, ballR = 6, floorY = 0, binTop = 0;
  var pegs = [], dividers = [], balls = [];
  var score = 0, dropped = 0, spawnClock = 0, paused = false, last = 0, flashes = [];

  function layout() {
    var ratio = window.devicePixelRatio || 1;
    W = Math.max(canvas.clientWidth, 240);
    H = Math.max(canvas.clientHeight, 320);
    canvas.width = Math.round(W * ratio);
    canvas.height = Math.round(H * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    // The board is six metres tall, so gravity reads in real units.
    ppm = H / 6;
    ballR = Math.max(4, Math.min(W, H) / 80);
    pegR = ballR * 0.7;
    floorY = H - 8;
    binTop = H * 0.82;
    pegs = [];
    var columns = Math.max(6, Math.round(W / (ballR * 8)));
    var gap = W / columns;
    for (var row = 0; row < 9; row++) {
      var y = H * 0.16 + row * (binTop - H * 0.22) / 8;
      var odd = row % 2 === 1;
      for (var c = 0; c < (odd ? columns - 1 : columns); c++) {
        pegs.push({ x: (odd ? c + 1 : c + 0.5) * gap, y: y });
      }
    }
    dividers = [];
    for (var b = 1; b < binScores.length; b++) dividers.push(b * W / binScores.length);
  }

  function spawn(x) {
    dropped++;
    balls.push({
      x: x === undefined ? W * (0.3 + Math.random() * 0.4) : Math.min(Math.max(x, ballR), W - ballR),
      y: -ballR,
      vx: (Math.random() - 0.5) * ppm * 0.4,
      vy: 0,
      color: colors[dropped % colors.length],
      rest: 0,
      age: 0
    });
  }

  function bounceOff(ball, px, py, radius) {
    var dx = ball.x - px, dy = ball.y - py;
    var reach = radius + ballR;
    var d2 = dx * dx + dy * dy;
    if (d2 >= reach * reach || d2 === 0) return;
    var d = Math.sqrt(d2), nx = dx / d, ny = dy / d;
    ball.x = px + nx * reach;
    ball.y = py + ny * reach;
    var vn = ball.vx * nx + ball.vy * ny;
    if (vn < 0) {
      ball.vx -= (1 + restitution) * vn * nx;
      ball.vy -= (1 + restitution) * vn * ny;
      // A nudge so a ball never balances on top of a peg.
      ball.vx += (Math.random() - 0.5) * ppm * 0.15;
    }
  }

  function binOf(x) {
    return Math.min(binScores.length - 1, Math.max(0, Math.floor(x / (W / binScores.length))));
  }

  function step(dt) {
    var g = config.gravity * ppm;
    for (var i = balls.length - 1; i >= 0; i--) {
      var ball = balls[i];
      ball.age += dt;
      ball.vy += g * dt;
      ball.x += ball.vx * dt;
      ball.y += ball.vy * dt;
      for (var p = 0; p < pegs.length; p++) {
        var peg = pegs[p];
        if (Math.abs(peg.y - ball.y) < pegR + ballR && Math.abs(peg.x - ball.x) < pegR + ballR) bounceOff(ball, peg.x, peg.y, pegR);
      }
      if (ball.y > binTop) {
        for (var d = 0; d < dividers.length; d++) {
          var dx = dividers[d];
          if (Math.abs(dx - ball.x) < ballR + 2) bounceOff(ball, dx, Math.max(ball.y, binTop), 2);
        }
      }
      if (ball.x < ballR) { ball.x = ballR; ball.vx = Math.abs(ball.vx) * restitution; }
      if (ball.x > W - ballR) { ball.x = W - ballR; ball.vx = -Math.abs(ball.vx) * restitution; }
      if (ball.y > floorY - ballR) {
        ball.y = floorY - ballR;
        ball.vy = -Math.abs(ball.vy) * restitution;
        ball.vx *= 0.9;
        if (Math.abs(ball.vy) < ppm * 0.6) { ball.vy = 0; ball.rest += dt; }
      }
      if (ball.rest > 0.35 || ball.age > 12) {
        var bin = binOf(ball.x);
        score += binScores[bin];
        flashes.push({ bin: bin, life: 0.6, color: ball.color });
        balls.splice(i, 1);
      }
    }
    spawnClock -= dt;
    if (balls.length < target && spawnClock <= 0) {
      spawn();
      spawnClock = 0.22;
    }
    for (var f = flashes.length - 1; f >= 0; f--) {
      flashes[f].life -= dt;
      if (flashes[f].life <= 0) flashes.splice(f, 1);
    }
  }

  function draw() {
    ctx.fillStyle = '#0a0e1a';
    ctx.fillRect(0, 0, W, H);
    var binWidth = W / binScores.length;
    for (var f = 0; f < flashes.length; f++) {
      ctx.globalAlpha = flashes[f].life;
      ctx.fillStyle = flashes[f].color;
      ctx.fillRect(flashes[f].bin * binWidth, binTop, binWidth, floorY - binTop);
    }
    ctx.globalAlpha = 1;
    ctx.fillStyle = '#3a4670';
    for (var p = 0; p < pegs.length; p++) {
      ctx.beginPath();
      ctx.arc(pegs[p].x, pegs[p].y, pegR, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.strokeStyle = '#3a4670';
    ctx.lineWidth = 3;
    ctx.beginPath();
    for (var d = 0; d < dividers.length; d++) {
      ctx.moveTo(dividers[d], binTop);
      ctx.lineTo(dividers[d], floorY);
    }
    ctx.moveTo(0, floorY);
    ctx.lineTo(W, floorY);
    ctx.stroke();
    ctx.fillStyle = '#a6afcb';
    ctx.font = '600 ' + Math.max(11, Math.round(binWidth / 5)) + 'px system-ui, sans-serif';
    ctx.textAlign = 'center';
    for (var b = 0; b < binScores.length; b++) ctx.fillText(String(binScores[b]), (b + 0.5) * binWidth, floorY - 10);
    for (var i = 0; i < balls.length; i++) {
      var ball = balls[i];
      ctx.globalAlpha = 0.25;
      ctx.fillStyle = ball.color;
      ctx.beginPath();
      ctx.arc(ball.x, ball.y, ballR * 2.2, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.beginPath();
      ctx.arc(ball.x, ball.y, ballR, 0, Math.PI * 2);
      ctx.fill();
    }
    hud.textContent = 'Score ' + score + (paused ? ' · Paused' : '');
  }

  function frame(now) {
    var elapsed = last ? Math.min((now - last) / 1000, 0.05) : 0;
    last = now;
    if (!paused) {
      var remaining = elapsed * timeScale;
      // Small fixed sub-steps keep fast balls from tunnelling through pegs.
      while (remaining > 0) {
        var dt = Math.min(remaining, 1 / 240);
        step(dt);
        remaining -= dt;
      }
    }
    draw();
    window.requestAnimationFrame(frame);
  }

  canvas.addEventListener('pointerdown', function (event) {
    var rect = canvas.getBoundingClientRect();
    spawn(event.clientX - rect.left);
  });
  window.addEventListener('keydown', function (event) {
    if (event.key === ' ') { spawn(); event.preventDefault(); }
    if (event.key === 'p' || event.key === 'P') paused = !paused;
    if (event.key === 'r' || event.key === 'R') { score = 0; balls = []; }
  });
  window.addEventListener('resize', layout);
  layout();
  window.requestAnimationFrame(frame);
})();
`;

const styles = `
  *{box-sizing:border-box}
  html,body{margin:0;height:100%;background:#0a0e1a;color:#e7eaf6;font:14px/1.4 system-ui,-apple-system,'Segoe UI',sans-serif}
  body{display:flex;flex-direction:column}
  header{display:flex;justify-content:space-between;align-items:baseline;gap:12px;padding:10px 14px;border-bottom:1px solid #27314f}
  h1{margin:0;font-size:16px}
  #hud{font-weight:700;color:#22d3ee}
  canvas{flex:1;width:100%;min-height:0;display:block;touch-action:none;cursor:crosshair}
  footer{padding:8px 14px;color:#a6afcb;font-size:12px;border-top:1px solid #27314f}
`;

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function itchIndexHtml(settings: Settings): string {
  const config = JSON.stringify(configDocument(settings));
  const summary = escapeHtml(settingsSummary(settings));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PhysicsDropper X</title>
<style>${styles}</style>
</head>
<body>
<header><h1>PhysicsDropper X</h1><span id="hud" aria-live="off">Score 0</span></header>
<canvas id="board" aria-label="PhysicsDropper board: balls fall through a peg field into scoring bins. Click or tap to drop a ball."></canvas>
<footer>${summary}. Click or tap to drop a ball · Space drops one · P pauses · R resets.</footer>
<script type="application/json" id="config">${config}</script>
<script>${gameScript}</script>
</body>
</html>
`;
}

export function itchReadme(settings: Settings): string {
  return `# PhysicsDropper X: HTML5 build for itch.io

Exported from the Microloop playground with ${settingsSummary(settings)}
(expected fall duration about ${baseFallDuration(settings.gravity, settings.speed).toFixed(2)} s per drop).

\`index.html\` is the whole game: one file, no libraries, no network requests. It also runs offline:
open it in any browser.

## Upload to itch.io
1. Create a new project and set **Kind of project** to **HTML**.
2. Upload this zip and tick **This file will be played in the browser**.
3. Choose an embed size (540 × 720 suits phones and desktops) and save.

The tuned values sit in the \`<script type="application/json" id="config">\` block near the end
of \`index.html\`; edit them there to retune the build.
`;
}

export function buildItchExport(settings: Settings): ExportFiles {
  return { 'index.html': itchIndexHtml(settings), 'README.md': itchReadme(settings) };
}
