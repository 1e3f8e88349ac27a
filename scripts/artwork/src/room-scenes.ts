import { compose } from './compose';
import {
  bed,
  coffeeTable,
  floorLamp,
  frame,
  kitchen,
  nightstand,
  plant,
  rug,
  sofa,
  tableWithChairs,
} from './furniture';
import { cityWindow, room } from './interiors';
import { castle } from './landmarks';
import { etna } from './landscape';
import { circle, ellipse, palette as p, path, rect } from './shapes';

/**
 * The apartments' rooms: each living room, bedroom, kitchen and bathroom, drawn from a few room
 * styles (the walls' and the floor's colours).
 */

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
