import { dome, facade } from './city';
import { etna } from './landscape';
import { H, id, linear, palette as p, path, rect, W } from './shapes';

/** A room in one-point perspective: back wall, side walls, floor and ceiling. */
export interface RoomStyle {
  wall: string;
  side: string;
  floor: string;
  floorLine: string;
  ceiling: string;
}
const BX1 = 300;
const BX2 = 1300;
const BY1 = 110;
const BY2 = 770;

export function room(style: RoomStyle): { defs: string; body: string } {
  const light = id('light');
  const floorG = id('floor');
  let s = '';
  s += path(`M0 0 L${W} 0 L${BX2} ${BY1} L${BX1} ${BY1} Z`, style.ceiling);
  s += path(`M0 0 L${BX1} ${BY1} L${BX1} ${BY2} L0 ${H} Z`, style.side);
  s += path(`M${W} 0 L${BX2} ${BY1} L${BX2} ${BY2} L${W} ${H} Z`, style.side, 'opacity="0.92"');
  s += rect(BX1, BY1, BX2 - BX1, BY2 - BY1, style.wall);
  s += path(`M0 ${H} L${BX1} ${BY2} L${BX2} ${BY2} L${W} ${H} Z`, `url(#${floorG})`);
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    s += path(
      `M${BX1 + (BX2 - BX1) * t} ${BY2} L${W * t} ${H}`,
      'none',
      `stroke="${style.floorLine}" stroke-width="2" opacity="0.35"`,
    );
  }
  for (let i = 1; i < 5; i++) {
    const t = (i / 5) ** 1.6;
    const y = BY2 + (H - BY2) * t;
    const x1 = BX1 * (1 - t);
    const x2 = BX2 + (W - BX2) * t;
    s += path(
      `M${x1} ${y} L${x2} ${y}`,
      'none',
      `stroke="${style.floorLine}" stroke-width="2" opacity="0.25"`,
    );
  }
  // skirting
  s += rect(BX1, BY2 - 14, BX2 - BX1, 14, p.cream100, 'opacity="0.8"');
  return {
    defs:
      linear(floorG, [
        [0, style.floor],
        [1, shade(style.floor)],
      ]) +
      `<radialGradient id="${light}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff6e0" stop-opacity="0.35"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0"/></radialGradient>`,
    body: s + rect(0, 0, W, H, `url(#${light})`),
  };
}

/** A colour darkened, for the shaded side of a surface. */
export function shade(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const f = (v: number) => Math.max(0, Math.round(v * 0.82));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => f(v).toString(16).padStart(2, '0')).join('')}`;
}

/** An arched window (or French door) onto a view of the city. */
export function cityWindow(
  x: number,
  y: number,
  w: number,
  h: number,
  view: 'domes' | 'etna' | 'sea' | 'castle',
): { defs: string; body: string } {
  const clip = id('clip');
  const skyG = id('wsky');
  let v = rect(x, y, w, h, `url(#${skyG})`);
  if (view === 'etna') v += etna(x + w * 0.55, y + h * 0.75, w * 1.3, h * 0.45, '#7b6f86');
  if (view === 'sea')
    v +=
      rect(x, y + h * 0.6, w, h * 0.4, p.sea500) +
      rect(x, y + h * 0.6, w, 6, p.sea300, 'opacity="0.7"');
  if (view === 'domes' || view === 'castle') {
    v += facade(x - 20, y + h * 0.55, w * 0.45, h * 0.5, p.ochre300, { rows: 2, cols: 2 });
    v += dome(x + w * 0.68, y + h * 0.62, w * 0.16, p.lava600, p.cream300);
    v += facade(x + w * 0.75, y + h * 0.6, w * 0.4, h * 0.5, '#e2b77a', { rows: 2, cols: 2 });
  }
  if (view === 'castle') v += rect(x, y + h * 0.8, w, h * 0.2, p.lava700);
  const arch = `M${x} ${y + h} L${x} ${y + w / 2} A ${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} L${x + w} ${y + h} Z`;
  let s = `<clipPath id="${clip}"><path d="${arch}"/></clipPath><g clip-path="url(#${clip})">${v}</g>`;
  s += path(arch, 'none', `stroke="${p.cream50}" stroke-width="18"`);
  s += rect(x + w / 2 - 5, y + 10, 10, h - 10, p.cream50);
  s += rect(x, y + h * 0.55, w, 8, p.cream50);
  // curtains
  s += path(
    `M${x - 70} ${y - 30} Q ${x - 20} ${y + h / 2} ${x - 60} ${y + h + 20} L ${x - 110} ${y + h + 20} Q ${x - 80} ${y + h / 2} ${x - 120} ${y - 30} Z`,
    p.cream50,
    'opacity="0.95"',
  );
  s += path(
    `M${x + w + 70} ${y - 30} Q ${x + w + 20} ${y + h / 2} ${x + w + 60} ${y + h + 20} L ${x + w + 110} ${y + h + 20} Q ${x + w + 80} ${y + h / 2} ${x + w + 120} ${y - 30} Z`,
    p.cream50,
    'opacity="0.95"',
  );
  s += rect(x - 140, y - 40, w + 280, 10, p.lava700);
  return {
    defs: linear(skyG, [
      [0, '#a9d0de'],
      [1, '#f6dcb0'],
    ]),
    body: s,
  };
}
