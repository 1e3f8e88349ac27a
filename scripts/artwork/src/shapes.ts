/**
 * SVG building blocks for the site's illustrations: a flat, warm "travel poster" style in the
 * palette of Catania (lava-stone grey, baroque ochre, sea blue, orange accent).
 */
export const W = 1600;
export const H = 1067;

export const palette = {
  lava900: '#1b1816',
  lava800: '#2a2522',
  lava700: '#3d3733',
  lava600: '#554d47',
  lava400: '#8f857c',
  lava200: '#cfc8c1',
  cream50: '#fdfbf7',
  cream100: '#faf5ec',
  cream200: '#f3e9d8',
  cream300: '#e8d8bd',
  ochre300: '#e6c483',
  ochre400: '#d9a852',
  ochre500: '#c48f35',
  ochre600: '#9f7024',
  sea300: '#9cc7d6',
  sea500: '#2a6f8f',
  sea600: '#1f5a76',
  sea700: '#17465d',
  orange400: '#f28a45',
  orange500: '#e8702a',
  orange600: '#c9561a',
  green500: '#6f8f4e',
  green700: '#3f5a2e',
  terracotta: '#b5573a',
  white: '#ffffff',
};

let uid = 0;
export const id = (prefix: string) => `${prefix}${uid++}`;

export function svg(body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(gid: string, stops: [number, string][], vertical = true): string {
  const [x2, y2] = vertical ? ['0', '1'] : ['1', '0'];
  return `<linearGradient id="${gid}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

export function radial(gid: string, stops: [number, string, number?][]): string {
  return `<radialGradient id="${gid}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
    .join('')}</radialGradient>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;

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

/** A baroque facade: cornices, pilasters, windows with wrought-iron balconies. */
export function facade(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  options: {
    rows?: number;
    cols?: number;
    trim?: string;
    window?: string;
    pediment?: boolean;
    shutters?: string;
  } = {},
): string {
  const rows = options.rows ?? 3;
  const cols = options.cols ?? 3;
  const trim = options.trim ?? palette.cream200;
  const win = options.window ?? palette.lava800;
  let s = rect(x, y, w, h, color);
  s += rect(x - 6, y - 10, w + 12, 14, trim);
  s += rect(x, y + h - 30, w, 30, palette.lava600, 'opacity="0.35"');
  if (options.pediment) {
    s += path(
      `M${x + w * 0.3} ${y - 10} L${x + w / 2} ${y - 60} L${x + w * 0.7} ${y - 10} Z`,
      trim,
    );
  }
  const cellW = w / cols;
  const cellH = (h - 40) / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * cellW + cellW * 0.3;
      const wy = y + 20 + r * cellH + cellH * 0.15;
      const ww = cellW * 0.4;
      const wh = cellH * 0.6;
      s += rect(wx - 5, wy - 12, ww + 10, 10, trim);
      s += path(
        `M${wx} ${wy + wh} L${wx} ${wy + ww / 2} A ${ww / 2} ${ww / 2} 0 0 1 ${wx + ww} ${wy + ww / 2} L${wx + ww} ${wy + wh} Z`,
        win,
      );
      if (options.shutters) {
        s += rect(wx - ww * 0.28, wy + ww * 0.3, ww * 0.26, wh - ww * 0.3, options.shutters);
        s += rect(wx + ww * 1.02, wy + ww * 0.3, ww * 0.26, wh - ww * 0.3, options.shutters);
      }
      if (r < rows - 1 || rows === 1) {
        s += rect(wx - 8, wy + wh - 4, ww + 16, 6, palette.lava800);
        for (let b = 0; b <= 6; b++)
          s += rect(wx - 6 + (b * (ww + 12)) / 6, wy + wh - 22, 2, 20, palette.lava800);
        s += rect(wx - 8, wy + wh - 24, ww + 16, 3, palette.lava800);
      }
    }
  }
  for (let c = 0; c <= cols; c++)
    s += rect(x + c * cellW - 4, y + 4, 8, h - 34, trim, 'opacity="0.55"');
  return s;
}

export function dome(cx: number, baseY: number, r: number, color: string, drum: string): string {
  let s = rect(cx - r * 0.85, baseY - r * 0.5, r * 1.7, r * 0.5, drum);
  for (let i = 0; i < 5; i++)
    s += rect(
      cx - r * 0.7 + i * r * 0.33,
      baseY - r * 0.42,
      r * 0.12,
      r * 0.3,
      palette.lava800,
      'opacity="0.6"',
    );
  s += path(
    `M${cx - r} ${baseY - r * 0.5} A ${r} ${r * 1.05} 0 0 1 ${cx + r} ${baseY - r * 0.5} Z`,
    color,
  );
  for (let i = -2; i <= 2; i++) {
    s += path(
      `M${cx + i * r * 0.38} ${baseY - r * 0.5} Q ${cx + i * r * 0.18} ${baseY - r * 1.2} ${cx} ${baseY - r * 1.52}`,
      'none',
      `stroke="${palette.lava800}" stroke-opacity="0.25" stroke-width="3"`,
    );
  }
  s += rect(cx - r * 0.12, baseY - r * 1.85, r * 0.24, r * 0.35, drum);
  s += path(
    `M${cx - r * 0.16} ${baseY - r * 1.85} Q ${cx} ${baseY - r * 2.1} ${cx + r * 0.16} ${baseY - r * 1.85} Z`,
    color,
  );
  s += rect(cx - 2, baseY - r * 2.35, 4, r * 0.3, palette.lava800);
  s += rect(cx - r * 0.1, baseY - r * 2.25, r * 0.2, 4, palette.lava800);
  return s;
}

export function belltower(
  x: number,
  baseY: number,
  w: number,
  h: number,
  color: string,
  trim: string,
): string {
  let s = '';
  const levels = 3;
  for (let i = 0; i < levels; i++) {
    const lw = w * (1 - i * 0.15);
    const lx = x + (w - lw) / 2;
    const ly = baseY - (h / levels) * (i + 1);
    s += rect(lx, ly, lw, h / levels, color);
    s += rect(lx - 4, ly, lw + 8, 8, trim);
    s += path(
      `M${lx + lw * 0.3} ${ly + h / levels - 10} L${lx + lw * 0.3} ${ly + 30} A ${lw * 0.2} ${lw * 0.2} 0 0 1 ${lx + lw * 0.7} ${ly + 30} L${lx + lw * 0.7} ${ly + h / levels - 10} Z`,
      palette.lava800,
    );
  }
  const topW = w * 0.55;
  s += path(
    `M${x + (w - topW) / 2} ${baseY - h} Q ${x + w / 2} ${baseY - h - topW * 1.3} ${x + (w + topW) / 2} ${baseY - h} Z`,
    color,
  );
  s += rect(x + w / 2 - 2, baseY - h - topW * 1.1, 4, 30, palette.lava800);
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

/** A soft vignette and warm light wash over a finished scene. */
export function finish(): { defs: string; body: string } {
  const v = id('vig');
  return {
    defs: `<radialGradient id="${v}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#1b1816" stop-opacity="0.28"/></radialGradient>`,
    body: rect(0, 0, W, H, `url(#${v})`),
  };
}
