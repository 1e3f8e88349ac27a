import { palette, path, rect } from './shapes';

/** The city's buildings, Catania's baroque: a facade, a dome, a bell tower. */

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
