import {
  bed,
  cityWindow,
  coffeeTable,
  floorLamp,
  frame,
  kitchen,
  nightstand,
  plant,
  room,
  rug,
  sofa,
  tableWithChairs,
} from './interiors';
import {
  belltower,
  circle,
  cypressTree,
  dome,
  ellipse,
  etna,
  facade,
  finish,
  H,
  id,
  linear,
  palette as p,
  palm,
  path,
  rect,
  roundTree,
  sky,
  sunGlow,
  svg,
  W,
} from './shapes';

type Part = { defs: string; body: string };
const compose = (...parts: (Part | string)[]) => {
  let defs = '';
  let body = '';
  for (const part of parts) {
    if (typeof part === 'string') body += part;
    else {
      defs += part.defs;
      body += part.body;
    }
  }
  const f = finish();
  return svg(body + f.body, defs + f.defs);
};

const warm = {
  wall: '#f1e2c8',
  side: '#e6d0ad',
  floor: '#c9a27a',
  floorLine: '#8a6a4a',
  ceiling: '#f7ecda',
};
const lava = {
  wall: '#ece6de',
  side: '#ddd4c9',
  floor: '#6d645c',
  floorLine: '#2a2522',
  ceiling: '#f5f1ea',
};
const terracottaFloor = {
  wall: '#f4e6cf',
  side: '#ead5b4',
  floor: '#c27a55',
  floorLine: '#7a3f26',
  ceiling: '#faf1e0',
};
const blueWall = {
  wall: '#dfe9ea',
  side: '#cddcdf',
  floor: '#b08a66',
  floorLine: '#6e5137',
  ceiling: '#f3f6f5',
};

/** A city skyline of baroque facades, domes and bell towers along the horizon. */
function skyline(baseY: number, tint = 1): string {
  let s = '';
  const colors = ['#e2b77a', '#d9a852', '#edd3a5', '#c99a5b', '#e8c48c'];
  let x = -40;
  let i = 0;
  while (x < W) {
    const w = 160 + ((i * 53) % 90);
    const h = 180 + ((i * 71) % 120);
    s += facade(x, baseY - h, w, h, colors[i % colors.length] ?? p.ochre300, {
      rows: 2,
      cols: 2,
      shutters: i % 2 ? '#5f7f6a' : undefined,
    });
    x += w + 6;
    i++;
  }
  s += rect(0, baseY - 4, W, H - baseY + 4, tint > 0.5 ? p.lava700 : p.lava800);
  return s;
}

function people(y: number, count: number, seed = 1): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = 120 + ((i * 197 * seed) % 1360);
    const h = 70 + ((i * 13) % 20);
    const c = [p.orange600, p.sea600, p.lava800, p.ochre600, p.cream50][i % 5] ?? p.lava800;
    s +=
      ellipse(x, y + 4, 16, 4, '#000', 'opacity="0.18"') +
      rect(x - 10, y - h + 22, 20, h - 22, c, 'rx="8"') +
      circle(x, y - h + 12, 11, '#8a5a3c');
  }
  return s;
}

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

function elephant(cx: number, baseY: number, scale: number): string {
  let s = rect(cx - 110 * scale, baseY - 40 * scale, 220 * scale, 40 * scale, '#efe0c4');
  s += ellipse(cx, baseY, 170 * scale, 24 * scale, p.sea500, 'opacity="0.8"');
  s += rect(cx - 70 * scale, baseY - 120 * scale, 140 * scale, 80 * scale, '#efe0c4');
  const ey = baseY - 120 * scale;
  s += ellipse(cx, ey - 40 * scale, 70 * scale, 42 * scale, p.lava800);
  s +=
    rect(cx - 55 * scale, ey - 20 * scale, 20 * scale, 30 * scale, p.lava800) +
    rect(cx + 35 * scale, ey - 20 * scale, 20 * scale, 30 * scale, p.lava800);
  s += circle(cx - 70 * scale, ey - 55 * scale, 30 * scale, p.lava800);
  s += path(
    `M${cx - 95 * scale} ${ey - 50 * scale} Q ${cx - 120 * scale} ${ey} ${cx - 100 * scale} ${ey + 10 * scale}`,
    'none',
    `stroke="${p.lava800}" stroke-width="${12 * scale}" stroke-linecap="round"`,
  );
  s += rect(cx - 25 * scale, ey - 90 * scale, 50 * scale, 14 * scale, p.cream200);
  s += path(
    `M${cx - 18 * scale} ${ey - 90 * scale} L${cx - 8 * scale} ${ey - 330 * scale} L${cx + 8 * scale} ${ey - 330 * scale} L${cx + 18 * scale} ${ey - 90 * scale} Z`,
    '#b9a48a',
  );
  for (let k = 0; k < 6; k++)
    s += rect(
      cx - 10 * scale,
      ey - (110 + k * 36) * scale,
      20 * scale,
      3 * scale,
      p.lava800,
      'opacity="0.5"',
    );
  s +=
    circle(cx, ey - 340 * scale, 12 * scale, p.ochre400) +
    rect(cx - 2 * scale, ey - 380 * scale, 4 * scale, 30 * scale, p.ochre500);
  return s;
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

function castle(x: number, baseY: number, scale: number): string {
  const w = 420 * scale;
  const h = 220 * scale;
  let s = rect(x - w / 2, baseY - h, w, h, '#6d645c');
  for (const dx of [-w / 2, w / 2]) {
    s += rect(
      x + dx - 45 * scale,
      baseY - h - 60 * scale,
      90 * scale,
      h + 60 * scale,
      '#5c544d',
      'rx="6"',
    );
    s += ellipse(x + dx, baseY - h - 60 * scale, 45 * scale, 10 * scale, '#4d4641');
  }
  for (let i = 0; i < 9; i++)
    s += rect(
      x - w / 2 + 10 + i * (w / 9),
      baseY - h - 18 * scale,
      24 * scale,
      18 * scale,
      '#6d645c',
    );
  s += path(
    `M${x - 30 * scale} ${baseY} L${x - 30 * scale} ${baseY - 80 * scale} A ${30 * scale} ${30 * scale} 0 0 1 ${x + 30 * scale} ${baseY - 80 * scale} L${x + 30 * scale} ${baseY} Z`,
    p.lava900,
  );
  for (let i = 0; i < 3; i++)
    s += rect(
      x - w / 3 + i * (w / 3) - 6,
      baseY - h + 50 * scale,
      12 * scale,
      36 * scale,
      p.lava900,
    );
  return s;
}

// ---------- Interiors ----------
function livingRoom(
  style: typeof warm,
  sofaColor: string,
  view: 'domes' | 'etna' | 'sea' | 'castle',
  extra = '',
): string {
  const r = room(style);
  const win = cityWindow(660, 170, 280, 520, view);
  let b = rug(800, 930, 520, 90, p.orange500, p.ochre400);
  b += sofa(430, 620, 640, sofaColor);
  b += coffeeTable(800, 930);
  b += floorLamp(1200, 820);
  b += plant(260, 1000, 1);
  b += frame(360, 250, 160, 200, etna(440, 440, 200, 120, p.orange500, false));
  b += extra;
  return compose(r, win, b);
}

export function soggiorno1(): string {
  return livingRoom(warm, '#c9b79a', 'domes');
}
export function soggiorno2(): string {
  // Deluxe: reading corner under a frescoed ceiling
  const r = room(blueWall);
  const ceiling =
    path('M0 0 L1600 0 L1300 110 L300 110 Z', '#f3e3c3') +
    ellipse(800, 50, 420, 40, '#c9a27a', 'opacity="0.45"') +
    ellipse(800, 50, 300, 26, '#9cc7d6', 'opacity="0.6"') +
    ellipse(800, 50, 160, 14, '#f2b27a', 'opacity="0.8"');
  const win = cityWindow(900, 170, 260, 500, 'etna');
  let b = rug(640, 940, 420, 80, p.sea500, p.ochre400);
  b +=
    rect(420, 650, 220, 220, p.orange600, 'rx="40"') +
    rect(400, 600, 70, 270, '#a8461a', 'rx="30"') +
    rect(590, 600, 70, 270, '#a8461a', 'rx="30"') +
    rect(430, 560, 200, 140, '#d8663a', 'rx="40"');
  b += floorLamp(740, 860);
  b += rect(1200, 560, 70, 300, p.ochre600) + rect(1180, 540, 110, 24, p.ochre500);
  for (let i = 0; i < 6; i++)
    b += rect(
      1190 + i * 15,
      600 + (i % 2) * 6,
      12,
      60 - (i % 3) * 8,
      [p.sea600, p.orange600, p.cream200][i % 3] ?? p.sea600,
    );
  b += plant(300, 1000, 0.9);
  return compose(r, ceiling, win, b);
}
export function soggiorno3(): string {
  return livingRoom(
    { ...warm, wall: '#efd9c9', side: '#e3c6b1' },
    '#9b5a4a',
    'domes',
    ellipse(800, 100, 0, 0, 'none'),
  );
}
export function soggiorno4(): string {
  const r = room(terracottaFloor);
  const win = cityWindow(330, 170, 240, 480, 'castle');
  let b = tableWithChairs(1000, 720, p.ochre600);
  b += sofa(420, 660, 480, '#8aa39a');
  b += plant(1400, 1020, 1.1);
  b += frame(1000, 250, 220, 160, castle(1110, 400, 0.4));
  return compose(r, win, b);
}

function bedroom(
  style: typeof warm,
  linen: string,
  throwColor: string,
  view: 'domes' | 'etna' | 'sea' | 'castle',
  canopy = false,
): string {
  const r = room(style);
  const win = cityWindow(1050, 190, 190, 440, view);
  let b = rug(760, 980, 560, 70, p.ochre400, p.orange600);
  b += bed(520, 600, 520, linen, throwColor, canopy);
  b += nightstand(360, 760) + nightstand(1090, 760);
  b += frame(600, 230, 320, 150, etna(760, 380, 360, 120, p.orange500, false));
  return compose(r, win, b);
}
export const camera1 = () => bedroom(warm, p.cream50, p.orange500, 'domes');
export const camera2 = () => bedroom(blueWall, p.cream50, p.sea500, 'etna');
export const camera3 = () =>
  bedroom({ ...warm, wall: '#ecd3c6' }, p.cream50, '#9b3b3b', 'domes', true);
export const camera4 = () => bedroom(terracottaFloor, p.cream50, '#6f8f4e', 'castle');

function kitchenScene(style: typeof warm, cabinet: string, tile: string, accent: string): string {
  const r = room(style);
  const b = kitchen({ cabinet, counter: p.lava700, tile, accent });
  return compose(r, b, tableWithChairs(800, 900, p.ochre500));
}
export const cucina1 = () => kitchenScene(lava, '#f3ede4', '#2a6f8f', '#e6c483');
export const cucina2 = () => kitchenScene(blueWall, '#8aa39a', '#f3e9d8', '#2a6f8f');
export const cucina3 = () => kitchenScene(warm, '#b5573a', '#f3e9d8', '#c9561a');
export const cucina4 = () => kitchenScene(terracottaFloor, '#5f7f6a', '#f3e9d8', '#d9a852');

function bathroom(style: typeof warm, tile: string, tub: boolean): string {
  const r = room(style);
  let b = '';
  for (let i = 0; i < 15; i++)
    for (let j = 0; j < 8; j++)
      b += rect(
        300 + i * 66.6,
        420 + j * 43,
        64,
        41,
        (i + j) % 2 ? tile : p.cream50,
        'opacity="0.95"',
      );
  if (tub) {
    b +=
      ellipse(600, 860, 300, 40, '#000', 'opacity="0.1"') +
      rect(320, 640, 560, 200, p.cream50, 'rx="90"') +
      ellipse(600, 650, 260, 30, '#cfe4ea') +
      rect(760, 560, 12, 80, '#9aa0a6');
    for (let k = 0; k < 6; k++)
      b += circle(420 + k * 60, 640 - (k % 2) * 8, 6, p.white, 'opacity="0.8"');
  } else {
    b +=
      rect(330, 180, 360, 590, '#cfe4ea', 'opacity="0.45"') +
      rect(330, 180, 8, 590, '#9aa0a6') +
      rect(688, 180, 8, 590, '#9aa0a6') +
      rect(480, 230, 60, 14, '#9aa0a6');
    for (let k = 0; k < 18; k++)
      b += rect(470 + (k % 6) * 14, 260 + Math.floor(k / 6) * 40, 3, 26, '#9cc7d6');
  }
  b +=
    rect(900, 560, 320, 30, p.lava700) +
    rect(920, 590, 280, 180, p.ochre600, 'rx="6"') +
    ellipse(1060, 575, 90, 14, p.cream50);
  b +=
    rect(960, 240, 200, 280, p.ochre500, 'rx="100"') +
    rect(974, 254, 172, 252, '#dfe9ea', 'rx="86"');
  b +=
    plant(1360, 1000, 0.8) +
    rect(1240, 400, 10, 200, '#9aa0a6') +
    rect(1215, 420, 60, 120, p.orange500, 'rx="8"');
  return compose(r, b);
}
export const bagno1 = () => bathroom(lava, '#e7e3df', false);
export const bagno2 = () => bathroom(lava, '#3d3733', false);
export const bagno3 = () => bathroom(warm, '#c9a27a', true);
export const bagno4 = () => bathroom(blueWall, '#2a6f8f', false);

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

// ---------- Attractions ----------
export function attractionDuomo(): string {
  return heroDuomo();
}
export function attractionElefante(): string {
  const s = sky('golden', 900);
  let b = skyline(820);
  b += rect(0, 820, W, 247, '#4a423c');
  b += elephant(800, 960, 1.8);
  b += people(1030, 6, 7);
  return compose(s, b);
}
export function attractionViaEtnea(): string {
  return vista();
}
export function attractionPescheria(): string {
  const s = sky('day', 600);
  let b = skyline(600);
  b += rect(0, 600, W, 467, '#5c544d');
  const awnings = [p.orange500, p.sea500, p.cream50, p.orange600, p.sea600];
  for (let i = 0; i < 5; i++) {
    const x = 40 + i * 310;
    b += path(
      `M${x} 560 L${x + 290} 560 L${x + 270} 660 L${x + 20} 660 Z`,
      awnings[i] ?? p.orange500,
    );
    for (let k = 0; k < 6; k++)
      b += rect(x + 20 + k * 45, 560, 22, 100, p.cream50, 'opacity="0.35"');
    b +=
      rect(x + 20, 760, 250, 40, p.cream200) +
      rect(x + 30, 800, 12, 120, p.lava800) +
      rect(x + 248, 800, 12, 120, p.lava800);
    b += path(`M${x + 10} 760 L${x + 280} 760 L${x + 260} 700 L${x + 30} 700 Z`, '#dfe9ea');
    for (let f = 0; f < 5; f++) {
      const fx = x + 60 + f * 42;
      b +=
        ellipse(fx, 730, 20, 8, f % 2 ? '#9aa0a6' : '#c9715a') +
        path(`M${fx + 18} 730 L${fx + 30} 720 L${fx + 30} 740 Z`, f % 2 ? '#9aa0a6' : '#c9715a');
    }
  }
  b += people(1010, 10, 11);
  return compose(s, b);
}
export function attractionBellini(): string {
  const s = sky('dusk', 900);
  let b = skyline(760);
  b += rect(380, 300, 840, 480, '#efe0c4') + rect(360, 290, 880, 24, p.cream50);
  for (let i = 0; i < 5; i++)
    b +=
      path(
        `M${460 + i * 160} 770 L${460 + i * 160} 560 A 50 50 0 0 1 ${560 + i * 160} 560 L${560 + i * 160} 770 Z`,
        p.lava800,
      ) +
      rect(452 + i * 160, 360, 116, 120, '#e3cfa9') +
      rect(470 + i * 160, 380, 80, 90, '#f7d9a8', 'opacity="0.85"');
  b += path('M640 290 L800 200 L960 290 Z', '#efe0c4');
  b += rect(0, 780, W, 287, '#4a423c');
  b += people(1000, 8, 13);
  return compose(s, b);
}
export function attractionCastello(): string {
  return castello();
}
export function attractionVillaBellini(): string {
  const s = sky('day', 700);
  let b = etna(1100, 520, 1400, 300, '#8f859a');
  b += rect(0, 520, W, 547, '#7d9a5c');
  b += path('M700 1067 Q 760 800 800 640 Q 840 800 900 1067 Z', '#e8d8bd');
  b +=
    rect(720, 460, 160, 150, p.cream50) +
    path('M700 460 Q 800 380 900 460 Z', p.sea500) +
    rect(790, 520, 20, 90, p.ochre500);
  for (let i = 0; i < 5; i++)
    b +=
      roundTree(100 + i * 140, 760 + (i % 2) * 60, 70) +
      roundTree(1000 + i * 140, 740 + (i % 2) * 70, 70);
  b += palm(620, 700, 0.8) + palm(980, 700, 0.8);
  // flower clock
  b +=
    ellipse(800, 940, 200, 60, p.green700) +
    ellipse(800, 940, 170, 48, '#f2b27a') +
    ellipse(800, 940, 120, 32, p.orange500);
  return compose(s, b);
}
export function attractionBenedettini(): string {
  const s = sky('golden', 700);
  let b = facade(80, 300, 1440, 460, '#e3cfa9', {
    rows: 3,
    cols: 8,
    pediment: true,
    shutters: '#5f7f6a',
  });
  b += dome(1280, 300, 90, p.lava600, p.cream300);
  b += rect(0, 760, W, 307, '#b9a48a');
  for (let i = 0; i < 9; i++)
    b += path(
      `M${80 + i * 170} 1067 L${80 + i * 170} 900 A 70 70 0 0 1 ${220 + i * 170} 900 L${220 + i * 170} 1067 Z`,
      p.lava800,
      'opacity="0.85"',
    );
  return compose(s, b);
}
export function attractionEtna(): string {
  return heroEtna();
}
export function attractionLungomare(): string {
  return heroSea();
}

export function fallback(): string {
  const s = sky('golden', 1067);
  const sun = sunGlow(800, 420, 70);
  let b = etna(800, 760, 1700, 380, '#8a7590');
  b += rect(0, 760, W, 307, p.lava700);
  b += `<text x="800" y="920" text-anchor="middle" font-family="Georgia, serif" font-size="64" fill="${p.cream100}" letter-spacing="6">CATANIA CENTRO</text>`;
  return compose(s, sun, b);
}

export { id, linear };
