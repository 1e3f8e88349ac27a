import { circle, ellipse, H, id, linear, palette, path, radial, rect, W } from './shapes';

/** The landscape of the scenes: the sky and the sun, Etna, the trees. */

/** A sky with a sun glow: the scene's backdrop. */
export function sky(
  kind: 'dusk' | 'day' | 'golden' | 'night',
  horizon = H,
): { defs: string; body: string } {
  const g = id('sky');
  const glow = id('glow');
  const stops: Record<string, [number, string][]> = {
    dusk: [
      [0, '#5b4a6b'],
      [0.45, '#c9715a'],
      [0.8, '#f2b27a'],
      [1, '#f7d9a8'],
    ],
    golden: [
      [0, '#8fb8cc'],
      [0.5, '#f3d3a0'],
      [1, '#f6c28b'],
    ],
    day: [
      [0, '#9cc7d6'],
      [0.7, '#dcebed'],
      [1, '#f3e9d8'],
    ],
    night: [
      [0, '#1d2a3a'],
      [0.6, '#3d4d63'],
      [1, '#a0707a'],
    ],
  };
  return {
    defs:
      linear(g, stops[kind] ?? []) +
      radial(glow, [
        [0, '#fff4dc', 0.9],
        [0.4, '#f7c98b', 0.45],
        [1, '#f7c98b', 0],
      ]),
    body: `${rect(0, 0, W, horizon, `url(#${g})`)}`,
  };
}

export function sunGlow(
  cx: number,
  cy: number,
  r: number,
  color = '#fff1d6',
): { defs: string; body: string } {
  const g = id('sun');
  return {
    defs: radial(g, [
      [0, color, 1],
      [0.25, color, 0.9],
      [0.5, '#f7c98b', 0.35],
      [1, '#f7c98b', 0],
    ]),
    body: circle(cx, cy, r * 4, `url(#${g})`) + circle(cx, cy, r, color),
  };
}

/** Etna: a broad volcano with snow and a plume of smoke. */
export function etna(
  cx: number,
  baseY: number,
  width: number,
  height: number,
  color: string,
  snow = true,
): string {
  const left = cx - width / 2;
  const right = cx + width / 2;
  const topL = cx - width * 0.07;
  const topR = cx + width * 0.05;
  const top = baseY - height;
  let s = path(
    `M${left} ${baseY} C ${left + width * 0.22} ${baseY - height * 0.35}, ${topL - width * 0.12} ${top + height * 0.12}, ${topL} ${top} L ${topR} ${top + 4} C ${topR + width * 0.12} ${top + height * 0.15}, ${right - width * 0.22} ${baseY - height * 0.3}, ${right} ${baseY} Z`,
    color,
  );
  if (snow) {
    s += path(
      `M${topL - width * 0.05} ${top + height * 0.18} C ${topL - width * 0.02} ${top + height * 0.08}, ${topL} ${top + 2}, ${topL} ${top} L ${topR} ${top + 4} C ${topR + width * 0.03} ${top + height * 0.07}, ${topR + width * 0.06} ${top + height * 0.14}, ${topR + width * 0.08} ${top + height * 0.2} L ${topR + width * 0.03} ${top + height * 0.16} L ${cx} ${top + height * 0.22} L ${topL - width * 0.01} ${top + height * 0.15} Z`,
      '#f6efe4',
      'opacity="0.92"',
    );
  }
  // smoke plume drifting right
  for (let i = 0; i < 5; i++) {
    s += ellipse(
      cx + i * width * 0.05,
      top - 30 - i * 26,
      26 + i * 14,
      16 + i * 8,
      '#f3e9d8',
      `opacity="${0.55 - i * 0.09}"`,
    );
  }
  return s;
}

export function palm(x: number, baseY: number, scale = 1, color = palette.green700): string {
  const h = 260 * scale;
  let s = path(
    `M${x - 8 * scale} ${baseY} Q ${x + 20 * scale} ${baseY - h / 2} ${x + 6 * scale} ${baseY - h} L ${x + 16 * scale} ${baseY - h} Q ${x + 32 * scale} ${baseY - h / 2} ${x + 8 * scale} ${baseY} Z`,
    '#6b5845',
  );
  const cx = x + 11 * scale;
  const cy = baseY - h;
  const leaves = [
    [-150, 40],
    [-100, -10],
    [-40, -40],
    [30, -40],
    [100, -5],
    [150, 45],
    [-120, 80],
    [120, 85],
  ];
  for (const [dx, dy] of leaves) {
    s += path(
      `M${cx} ${cy} Q ${cx + (dx ?? 0) * 0.5 * scale} ${cy + ((dy ?? 0) - 50) * scale} ${cx + (dx ?? 0) * scale} ${cy + (dy ?? 0) * scale} Q ${cx + (dx ?? 0) * 0.45 * scale} ${cy + ((dy ?? 0) - 20) * scale} ${cx} ${cy} Z`,
      color,
    );
  }
  return s;
}

export function cypressTree(x: number, baseY: number, h: number, color = palette.green700): string {
  return path(
    `M${x} ${baseY} Q ${x - h * 0.14} ${baseY - h * 0.5} ${x} ${baseY - h} Q ${x + h * 0.14} ${baseY - h * 0.5} ${x} ${baseY} Z`,
    color,
  );
}

export function roundTree(x: number, baseY: number, r: number, color = palette.green500): string {
  return (
    rect(x - 6, baseY - r, 12, r, '#6b5845') +
    circle(x, baseY - r * 1.2, r, color) +
    circle(x - r * 0.5, baseY - r, r * 0.7, color) +
    circle(x + r * 0.55, baseY - r * 0.95, r * 0.7, color, 'opacity="0.9"')
  );
}
