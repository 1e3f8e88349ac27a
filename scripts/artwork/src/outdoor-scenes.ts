import { belltower, dome, facade } from './city';
import { compose } from './compose';
import { plant, tableWithChairs } from './furniture';
import { castle, elephant, people, skyline } from './landmarks';
import { cypressTree, etna, palm, roundTree, sky, sunGlow } from './landscape';
import { circle, H, palette as p, path, rect, W } from './shapes';

/** The heroes of the home page, the apartments' balconies, terraces and views, the fallback. */

// ---------- Heroes ----------
export function heroDuomo(): string {
  const s = sky('dusk', 900);
  const sun = sunGlow(1240, 330, 60);
  let b = etna(1250, 560, 1500, 380, '#8a6f86');
  b += skyline(700);
  // Cathedral facade (Duomo di Sant'Agata)
  b += rect(420, 330, 760, 420, '#efe0c4');
  b += rect(400, 320, 800, 22, p.cream50);
  b +=
    path('M560 320 L800 190 L1040 320 Z', '#efe0c4') +
    path('M600 318 L800 214 L1000 318 Z', '#e3cfa9');
  for (let i = 0; i < 6; i++) b += rect(450 + i * 140, 360, 34, 360, '#d8c09a');
  b += path('M730 740 L730 560 A 70 70 0 0 1 870 560 L870 740 Z', p.lava800);
  b += dome(800, 190, 70, '#6d645c', '#efe0c4');
  b += belltower(1120, 330, 90, 300, '#efe0c4', p.cream50);
  // Piazza with the elephant fountain
  b += rect(0, 740, W, 327, '#4a423c');
  for (let i = 0; i < 18; i++)
    b += path(
      `M${i * 100 - 200} ${H} L${800 + (i - 9) * 30} 740`,
      'none',
      `stroke="#3a332e" stroke-width="3"`,
    );
  b += elephant(330, 900, 1);
  b += people(990, 9, 3);
  return compose(s, sun, b);
}

export function heroEtna(): string {
  const s = sky('golden', 760);
  const sun = sunGlow(360, 300, 55);
  let b = etna(900, 640, 1900, 480, '#7b6178');
  b += etna(900, 700, 2300, 220, '#6e8a5a', false);
  b += rect(0, 690, W, 380, p.green700);
  b += skyline(900);
  for (let i = 0; i < 7; i++) b += cypressTree(80 + i * 240, 760, 160 + (i % 3) * 30);
  b += roundTree(1500, 880, 60);
  return compose(s, sun, b);
}

export function heroSea(): string {
  const s = sky('dusk', 620);
  const sun = sunGlow(820, 520, 70, '#ffe2b8');
  let b = etna(1250, 560, 900, 260, '#8f7590');
  b += rect(0, 560, W, 507, p.sea600);
  for (let i = 0; i < 14; i++)
    b += rect(600 + ((i * 37) % 400), 580 + i * 18, 120 - i * 5, 4, '#ffd9a0', 'opacity="0.6"');
  b += path('M0 760 L560 700 L720 720 L720 1067 L0 1067 Z', p.lava800);
  b += castle(250, 720, 0.8);
  b += palm(620, 760, 0.8);
  // fishing boats
  for (const [x, y, c] of [
    [1000, 820, p.sea500],
    [1260, 900, p.orange600],
    [880, 960, p.cream50],
  ] as const) {
    b +=
      path(`M${x - 80} ${y} L${x + 80} ${y} L${x + 60} ${y + 30} L${x - 60} ${y + 30} Z`, c) +
      rect(x - 2, y - 90, 4, 90, p.lava800) +
      path(`M${x + 2} ${y - 86} L${x + 60} ${y - 10} L${x + 2} ${y - 10} Z`, p.cream50);
  }
  return compose(s, sun, b);
}

// ---------- Outdoor spaces ----------
export function balcone(): string {
  const s = sky('golden', 800);
  const sun = sunGlow(1250, 280, 50);
  let b = etna(1100, 560, 1300, 300, '#8a7590');
  b += skyline(700);
  b += dome(520, 470, 80, p.lava600, p.cream300);
  b += rect(0, 790, W, 277, '#b9a48a');
  b += rect(0, 780, W, 16, p.lava800);
  for (let i = 0; i < 40; i++)
    b +=
      rect(i * 42, 640, 6, 150, p.lava800) +
      circle(i * 42 + 3, 700, 12, 'none', `stroke="${p.lava800}" stroke-width="4"`);
  b += rect(0, 630, W, 14, p.lava800);
  b += plant(200, 1000, 0.9) + plant(1420, 1010, 1) + tableWithChairs(820, 860, p.cream50);
  return compose(s, sun, b);
}
export function vista(): string {
  const s = sky('day', 760);
  let b = etna(1000, 520, 1700, 380, '#7f7390');
  b += skyline(760);
  // Via Etnea: straight street rising to the volcano
  b += path('M520 1067 L760 760 L840 760 L1080 1067 Z', '#5c544d');
  b += facade(0, 560, 540, 507, '#e2b77a', { rows: 3, cols: 3, shutters: '#5f7f6a' });
  b += facade(1060, 540, 540, 527, '#edd3a5', { rows: 3, cols: 3, shutters: '#5f7f6a' });
  b += people(1040, 7, 2);
  return compose(s, b);
}
export function terrazza(): string {
  const s = sky('dusk', 820);
  const sun = sunGlow(420, 420, 60, '#ffe2b8');
  let b = skyline(760);
  b += dome(900, 520, 110, p.lava600, p.cream300);
  b += belltower(1200, 560, 80, 280, '#e3cfa9', p.cream50);
  b += rect(0, 800, W, 267, '#c27a55');
  for (let i = 0; i < 16; i++)
    b += path(
      `M${i * 110} ${H} L${800 + (i - 8) * 40} 800`,
      'none',
      `stroke="#7a3f26" stroke-width="2" opacity="0.35"`,
    );
  b += rect(0, 720, W, 16, p.cream50) + rect(0, 736, W, 70, p.cream200, 'opacity="0.9"');
  b += tableWithChairs(560, 860, p.cream50);
  // loungers
  b +=
    path('M1040 940 L1420 940 L1460 880 L1340 860 L1300 900 L1040 900 Z', p.cream50) +
    rect(1060, 940, 10, 40, p.lava800) +
    rect(1400, 940, 10, 40, p.lava800);
  // string lights
  b += path(
    'M0 200 Q 400 320 800 220 Q 1200 320 1600 210',
    'none',
    `stroke="${p.lava800}" stroke-width="3"`,
  );
  for (let i = 0; i < 24; i++) {
    const x = i * 70;
    const t = (x % 800) / 800;
    const y = x < 800 ? 200 + 120 * 4 * t * (1 - t) * 0.9 : 220 + 100 * 4 * t * (1 - t) * 0.9;
    b += circle(x, y + 14, 8, '#ffe6a8') + circle(x, y + 14, 18, '#ffe6a8', 'opacity="0.3"');
  }
  b += plant(180, 1010, 1.1) + plant(1500, 1000, 0.9);
  return compose(s, sun, b);
}
export function castello(): string {
  const s = sky('golden', 800);
  const sun = sunGlow(1300, 300, 50);
  let b = rect(0, 780, W, 287, '#b9a48a');
  b += castle(800, 800, 1.5);
  b += rect(0, 800, W, 20, p.lava700);
  b += palm(180, 900, 1) + palm(1380, 920, 0.9);
  b += people(980, 6, 5);
  return compose(s, sun, b);
}

export function fallback(): string {
  const s = sky('golden', 1067);
  const sun = sunGlow(800, 420, 70);
  let b = etna(800, 760, 1700, 380, '#8a7590');
  b += rect(0, 760, W, 307, p.lava700);
  b += `<text x="800" y="920" text-anchor="middle" font-family="Georgia, serif" font-size="64" fill="${p.cream100}" letter-spacing="6">CATANIA CENTRO</text>`;
  return compose(s, sun, b);
}
